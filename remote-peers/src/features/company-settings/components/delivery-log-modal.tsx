import type { Webhook, WebhookDelivery } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { LoadingState, useMessages } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Button, Modal, Space } from 'antd';
import { peersMessages } from '../../../messages/messages';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useRedeliver } from '../hooks/use-redeliver';
import { deliveryLogColumns } from './delivery-log-columns';

/** A webhook's last deliveries, each with Redeliver. */
export function DeliveryLogModal({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const t = useMessages(peersMessages);
  const deliveries = useWebhookDeliveries(webhook._id);
  const { sending, redeliver } = useRedeliver(webhook._id);
  return (
    <Modal
      open
      width={880}
      title={t('settings.webhooks.logTitle', { url: webhook.url })}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={() => void deliveries.refetch()}>{t('settings.webhooks.refresh')}</Button>
          <Button type="primary" onClick={onClose}>
            {t('settings.webhooks.close')}
          </Button>
        </Space>
      }
    >
      {deliveries.isPending ? (
        <LoadingState label={t('settings.webhooks.logLoading')} />
      ) : deliveries.isError ? (
        <QueryErrorState query={deliveries} title={t('settings.webhooks.logError')} />
      ) : (
        <Table<WebhookDelivery>
          rowKey="_id"
          size="small"
          pagination={false}
          dataSource={deliveries.data.items}
          {...sidewaysScroll()}
          locale={{ emptyText: t('settings.webhooks.logEmpty') }}
          columns={deliveryLogColumns(t, { sending, onRedeliver: redeliver })}
        />
      )}
    </Modal>
  );
}
