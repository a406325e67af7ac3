import type { Webhook } from '@timely/contract';
import { pinnedColumn } from '@timely/shared-ui/antd-more';
import type { TableColumnsType } from 'antd';
import { Space, Tag, Typography } from 'antd';
import type { PeersTranslate } from '../../../messages/messages';
import { eventLabel } from '../utils/webhook-event-label';
import { WebhookActions } from './webhook-actions';

type Handlers = {
  onEdit: (webhook: Webhook) => void;
  onLog: (webhook: Webhook) => void;
  onSecret: (webhook: Webhook, secret: string) => void;
};

/** The webhooks table's columns: address and events, state, and the row's buttons. */
export function webhooksColumns(t: PeersTranslate, { onEdit, onLog, onSecret }: Handlers) {
  const columns: TableColumnsType<Webhook> = [
    {
      key: 'url',
      title: t('settings.webhooks.url'),
      render: (_, webhook) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text style={{ wordBreak: 'break-all' }}>{webhook.url}</Typography.Text>
          <Typography.Text type="secondary">
            {webhook.events.map((event) => eventLabel(event, t)).join(', ')}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'state',
      title: t('settings.webhooks.active'),
      render: (_, webhook) => (
        <Space size={4} wrap>
          <Tag color={webhook.active ? 'green' : undefined}>
            {webhook.active ? t('settings.webhooks.on') : t('settings.webhooks.off')}
          </Tag>
          {webhook.slack && <Tag>{t('settings.webhooks.slackTag')}</Tag>}
        </Space>
      ),
    },
    pinnedColumn('end', {
      key: 'actions',
      align: 'end',
      render: (_, webhook) => (
        <WebhookActions
          webhook={webhook}
          onEdit={() => onEdit(webhook)}
          onLog={() => onLog(webhook)}
          onSecret={(secret) => onSecret(webhook, secret)}
        />
      ),
    }),
  ];
  return columns;
}
