import { QueryErrorState } from '@timely/shared-auth';
import { ClickPopconfirm, portalHref } from '@timely/shared-ui';
import { EmptyState, formatMoment, LoadingState, useMessages } from '@timely/shared-ui';
import type { TvLink } from '@timely/contract';
import { App, Button, Card, Tag, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { useUserTimeZone } from '../../../common/hooks/use-user-time-zone';
import { useCreateTvLink } from '../api/create-tv-link';
import { useTvLinks } from '../api/get-tv-links';
import { useRevokeTvLink } from '../api/revoke-tv-link';
import { CreateTvLinkModal } from './create-tv-link-modal';
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
  const revoke = useRevokeTvLink();
  const [creating, setCreating] = useState(false);
  const { message } = App.useApp();
  const timeZone = useUserTimeZone();
  const revokeLink = async (link: TvLink) => {
    try {
      await revoke.mutateAsync(link._id);
      message.success(t('tvLinks.revoked', { label: link.label }));
    } catch (error) {
      message.error(error instanceof Error ? error.message : t('tvLinks.revokeError'));
    }
  };
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
          columns={[
            { title: t('tvLinks.label'), dataIndex: 'label' },
            {
              title: t('health.part.revenue'),
              key: 'revenue',
              render: (_, link) => (link.showRevenue ? t('tvLinks.shown') : t('tvLinks.hidden')),
            },
            {
              title: t('tvLinks.created'),
              key: 'created',
              render: (_, link) =>
                t('tvLinks.createdBy', { moment: formatMoment(link.createdAt, timeZone), name: link.createdBy.name }),
            },
            {
              title: t('tvLinks.expires'),
              key: 'expires',
              render: (_, link) => formatMoment(link.expiresAt, timeZone),
            },
            {
              title: t('tvLinks.lastUsed'),
              key: 'used',
              render: (_, link) => (link.lastUsedAt ? formatMoment(link.lastUsedAt, timeZone) : t('tvLinks.never')),
            },
            {
              title: t('tvLinks.status'),
              key: 'status',
              render: (_, link) =>
                link.revokedAt ? (
                  <Tag>{t('tvLinks.revokedAt', { moment: formatMoment(link.revokedAt, timeZone) })}</Tag>
                ) : Date.parse(link.expiresAt) <= Date.now() ? (
                  <Tag>{t('tvLinks.expiredAt', { moment: formatMoment(link.expiresAt, timeZone) })}</Tag>
                ) : (
                  <Tag color="green">{t('tvLinks.active')}</Tag>
                ),
            },
            {
              title: '',
              key: 'actions',
              render: (_, link) =>
                link.revokedAt ? null : (
                  <ClickPopconfirm
                    title={t('tvLinks.revokeConfirm', { label: link.label })}
                    description={t('tvLinks.revokeConfirmText')}
                    okText={t('tvLinks.revoke')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => revokeLink(link)}
                  >
                    <Button size="small" danger aria-label={t('tvLinks.revokeAria', { label: link.label })}>
                      {t('tvLinks.revoke')}
                    </Button>
                  </ClickPopconfirm>
                ),
            },
          ]}
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
