import { QueryErrorState } from '@timely/shared-auth';
import { ClickPopconfirm, portalHref } from '@timely/shared-ui';
import { EmptyState, formatMoment, LoadingState } from '@timely/shared-ui';
import type { TvLink } from '@timely/contract';
import { App, Button, Card, Tag, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { useUserTimeZone } from '../../../common/hooks/use-user-time-zone';
import { useCreateTvLink } from '../api/create-tv-link';
import { useTvLinks } from '../api/get-tv-links';
import { useRevokeTvLink } from '../api/revoke-tv-link';
import { CreateTvLinkModal } from './create-tv-link-modal';

const CARD_TITLE = 'TV dashboard links';

/** The card's frame while the screen above it settles (a Deferred placeholder). */
export function TvLinksPlaceholder() {
  return (
    <Card title={CARD_TITLE}>
      <LoadingState label="Loading TV links" deferred />
    </Card>
  );
}

/** Level3 only: read-only links to the TV dashboard, created with a label and revoked at once. */
export function TvLinksCard() {
  const list = useTvLinks(true);
  const create = useCreateTvLink();
  const revoke = useRevokeTvLink();
  const [creating, setCreating] = useState(false);
  const { message } = App.useApp();
  const timeZone = useUserTimeZone();
  const revokeLink = async (link: TvLink) => {
    try {
      await revoke.mutateAsync(link._id);
      message.success(`Revoked “${link.label}”: that screen stops at its next refresh`);
    } catch (error) {
      message.error(error instanceof Error ? error.message : 'Could not revoke the link');
    }
  };
  return (
    <Card title={CARD_TITLE} extra={<Button onClick={() => setCreating(true)}>New TV link</Button>}>
      <Typography.Paragraph type="secondary">
        A TV link opens <Typography.Text code>{portalHref('tvApp')}</Typography.Text> on a wall screen without signing
        in. It shows only the dashboard, never expires by itself, and stops working as soon as you revoke it.
      </Typography.Paragraph>
      {list.isPending ? (
        <LoadingState label="Loading TV links" />
      ) : list.isError ? (
        <QueryErrorState query={list} title="Could not load the TV links" />
      ) : list.data.length === 0 ? (
        <EmptyState
          description="No TV links yet."
          action={
            <Button type="primary" onClick={() => setCreating(true)}>
              Create the first link
            </Button>
          }
        />
      ) : (
        <Table<TvLink>
          rowKey="_id"
          size="small"
          pagination={false}
          {...sidewaysScroll(720)}
          dataSource={list.data}
          aria-label="TV dashboard links"
          columns={[
            { title: 'Label', dataIndex: 'label' },
            { title: 'Revenue', key: 'revenue', render: (_, link) => (link.showRevenue ? 'Shown' : 'Hidden') },
            {
              title: 'Created',
              key: 'created',
              render: (_, link) => `${formatMoment(link.createdAt, timeZone)} by ${link.createdBy.name}`,
            },
            {
              title: 'Last used',
              key: 'used',
              render: (_, link) => (link.lastUsedAt ? formatMoment(link.lastUsedAt, timeZone) : 'Never'),
            },
            {
              title: 'Status',
              key: 'status',
              render: (_, link) =>
                link.revokedAt ? (
                  <Tag>Revoked {formatMoment(link.revokedAt, timeZone)}</Tag>
                ) : (
                  <Tag color="green">Active</Tag>
                ),
            },
            {
              title: '',
              key: 'actions',
              render: (_, link) =>
                link.revokedAt ? null : (
                  <ClickPopconfirm
                    title={`Revoke “${link.label}”?`}
                    description="The screen using it stops at once."
                    okText="Revoke"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => revokeLink(link)}
                  >
                    <Button size="small" danger aria-label={`Revoke ${link.label}`}>
                      Revoke
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
