import type { WebhookDelivery } from '@timely/contract';
import { formatMoment } from '@timely/shared-ui';
import { pinnedColumn } from '@timely/shared-ui/antd-more';
import type { TableColumnsType } from 'antd';
import { Button, Tag, Typography } from 'antd';
import type { PeersTranslate } from '../../../messages/messages';
import { eventLabel } from '../utils/webhook-event-label';

/** The delivery log's columns, the last one redelivering its row (`sending`: the one on its way). */
export function deliveryLogColumns(
  t: PeersTranslate,
  { sending, onRedeliver }: { sending: string | null; onRedeliver: (delivery: WebhookDelivery) => void },
) {
  const columns: TableColumnsType<WebhookDelivery> = [
    { key: 'event', title: t('settings.webhooks.logEvent'), render: (_, row) => eventLabel(row.event, t) },
    {
      key: 'time',
      title: t('settings.webhooks.logTime'),
      render: (_, row) => formatMoment(row.attemptedAt ?? row.createdAt, undefined),
    },
    {
      key: 'state',
      title: t('settings.webhooks.logState'),
      render: (_, row) => (
        <Tag color={row.state === 'delivered' ? 'green' : row.state === 'failed' ? 'red' : 'gold'}>
          {t(`settings.webhooks.state.${row.state}`)}
        </Tag>
      ),
    },
    { key: 'status', title: t('settings.webhooks.logStatus'), render: (_, row) => row.httpStatus ?? '—' },
    {
      key: 'ms',
      title: t('settings.webhooks.logDuration'),
      render: (_, row) => (row.responseMs === null ? '—' : t('settings.webhooks.ms', { ms: row.responseMs })),
    },
    { key: 'attempts', title: t('settings.webhooks.logAttempts'), dataIndex: 'attempts' },
    {
      key: 'error',
      title: t('settings.webhooks.logErrorColumn'),
      render: (_, row) => <Typography.Text type="danger">{row.error ?? ''}</Typography.Text>,
    },
    pinnedColumn('end', {
      key: 'actions',
      align: 'end',
      render: (_, row) => (
        <Button size="small" loading={sending === row._id} onClick={() => onRedeliver(row)}>
          {t('settings.webhooks.redeliver')}
        </Button>
      ),
    }),
  ];
  return columns;
}
