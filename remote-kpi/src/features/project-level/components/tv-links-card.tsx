import { QueryErrorState } from '@timely/shared-auth';
import { portalHref } from '@timely/shared-ui';
import { EmptyState, LoadingState, useMessages } from '@timely/shared-ui';
import type { TvLink } from '@timely/contract';
import { Button, Card, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { useUserTimeZone } from '../../../common/hooks/use-user-time-zone';
import { useCreateTvLink } from '../api/create-tv-link';
import { useTvLinks } from '../api/get-tv-links';
import { useRevokeTvLinkAction } from '../hooks/use-revoke-tv-link-action';
import { CreateTvLinkModal } from './create-tv-link-modal';
import { tvLinksColumns } from './tv-links-columns';
import { kpiMessages } from '../../../messages/messages';

/** The card's frame while the screen above it settles (a Deferred placeholder). */
export function TvLinksPlaceholder() {
  const t = useMessages(kpiMessages);
  return (
    <Card title={t('tvLinks.title')}>
      <LoadingState label={t('tvLinks.loading')} deferred />
    </Card>
  );
}

/** Level3 only: read-only links to the TV dashboard, created with a label and a term, and revoked at once. */
export function TvLinksCard() {
  const t = useMessages(kpiMessages);
  const list = useTvLinks(true);
  const create = useCreateTvLink();
  const revokeLink = useRevokeTvLinkAction();
  const [creating, setCreating] = useState(false);
  const timeZone = useUserTimeZone();
  // the path is code, set apart inside the sentence wherever the language puts it
  const [beforePath, afterPath = ''] = t('tvLinks.intro', { path: '\u0000' }).split('\u0000');
  return (
    <Card title={t('tvLinks.title')} extra={<Button onClick={() => setCreating(true)}>{t('tvLinks.new')}</Button>}>
      <Typography.Paragraph type="secondary">
        {beforePath}
        <Typography.Text code>{portalHref('tvApp')}</Typography.Text>
        {afterPath}
      </Typography.Paragraph>
      {list.isPending ? (
        <LoadingState label={t('tvLinks.loading')} />
      ) : list.isError ? (
        <QueryErrorState query={list} title={t('tvLinks.loadError')} />
      ) : list.data.length === 0 ? (
        <EmptyState
          description={t('tvLinks.empty')}
          action={
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('tvLinks.createFirst')}
            </Button>
          }
        />
      ) : (
        <Table<TvLink>
          rowKey="_id"
          size="small"
          pagination={false}
          {...sidewaysScroll(840)}
          dataSource={list.data}
          aria-label={t('tvLinks.title')}
          columns={tvLinksColumns(t, timeZone, revokeLink)}
        />
      )}
      <CreateTvLinkModal
        open={creating}
        onClose={() => setCreating(false)}
        create={(body) => create.mutateAsync(body)}
      />
    </Card>
  );
}
