import { WEBHOOKS_MAX, type Webhook } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { LoadingState, useMessages } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { peersMessages } from '../../../messages/messages';
import { useWebhooks } from '../api/get-webhooks';
import { DeliveryLogModal } from './delivery-log-modal';
import { WebhookModal } from './webhook-modal';
import { WebhookSecretModal } from './webhook-secret-modal';
import { webhooksColumns } from './webhooks-columns';

type Editing = { webhook: Webhook | null } | null;
type Shown = { url: string; secret: string } | null;

/**
 * Outgoing webhooks (level3; the server checks too): addresses that hear of the company's events as signed
 * POSTs (docs/integrations.md#webhooks). The secret is shown once, when made or rotated; each webhook has
 * a log of its last deliveries with Redeliver, and Send test.
 */
export function WebhooksCard() {
  const t = useMessages(peersMessages);
  const webhooks = useWebhooks();
  const [editing, setEditing] = useState<Editing>(null);
  const [shown, setShown] = useState<Shown>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const items = webhooks.data?.items ?? [];
  const full = items.length >= WEBHOOKS_MAX;

  return (
    <Card title={t('settings.webhooks.title')} style={{ maxWidth: 720, marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('settings.webhooks.intro')}</Typography.Paragraph>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Button type="primary" disabled={full} onClick={() => setEditing({ webhook: null })}>
          {t('settings.webhooks.add')}
        </Button>
        {full && (
          <Typography.Text type="secondary">{t('settings.webhooks.full', { maximum: WEBHOOKS_MAX })}</Typography.Text>
        )}
      </Flex>
      {webhooks.isPending ? (
        <LoadingState label={t('settings.webhooks.loading')} />
      ) : webhooks.isError ? (
        <QueryErrorState query={webhooks} title={t('settings.webhooks.loadError')} />
      ) : (
        <Table<Webhook>
          rowKey="_id"
          size="small"
          pagination={false}
          dataSource={items}
          {...sidewaysScroll()}
          locale={{ emptyText: t('settings.webhooks.empty') }}
          columns={webhooksColumns(t, {
            onEdit: (webhook) => setEditing({ webhook }),
            onLog: setLogOf,
            onSecret: (webhook, secret) => setShown({ url: webhook.url, secret }),
          })}
        />
      )}
      {editing && (
        <WebhookModal
          webhook={editing.webhook}
          onClose={() => setEditing(null)}
          onCreated={(url, secret) => setShown({ url, secret })}
        />
      )}
      {shown && <WebhookSecretModal shown={shown} onClose={() => setShown(null)} />}
      {logOf && <DeliveryLogModal webhook={logOf} onClose={() => setLogOf(null)} />}
    </Card>
  );
}
