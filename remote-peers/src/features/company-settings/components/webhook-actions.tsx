import type { Webhook } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { ClickPopconfirm, useMessages } from '@timely/shared-ui';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { peersMessages } from '../../../messages/messages';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useSendWebhookTest } from '../api/send-webhook-test';

/** A webhook's buttons: edit, its delivery log, send a test, rotate its secret and delete. */
export function WebhookActions({
  webhook,
  onEdit,
  onLog,
  onSecret,
}: {
  webhook: Webhook;
  onEdit: () => void;
  onLog: () => void;
  onSecret: (secret: string) => void;
}) {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const sendTest = useSendWebhookTest();
  const { message } = App.useApp();
  const [testing, setTesting] = useState(false);
  const act = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (caught) {
      void message.error(errorText(caught));
    }
  };
  const test = () =>
    act(async () => {
      setTesting(true);
      try {
        const delivery = await sendTest(webhook._id);
        if (delivery.state === 'delivered')
          void message.success(t('settings.webhooks.testDelivered', { status: delivery.httpStatus ?? 0 }));
        else void message.warning(t('settings.webhooks.testFailed', { error: delivery.error ?? '' }));
      } finally {
        setTesting(false);
      }
    });
  return (
    <Space size={4} wrap>
      <Button size="small" aria-label={t('settings.webhooks.editName', { url: webhook.url })} onClick={onEdit}>
        {t('settings.webhooks.edit')}
      </Button>
      <Button size="small" onClick={onLog} aria-label={t('settings.webhooks.logName', { url: webhook.url })}>
        {t('settings.webhooks.log')}
      </Button>
      <Button size="small" loading={testing} onClick={() => void test()}>
        {t('settings.webhooks.test')}
      </Button>
      <ClickPopconfirm
        title={t('settings.webhooks.rotateTitle')}
        description={t('settings.webhooks.rotateText')}
        okText={t('settings.webhooks.rotate')}
        onConfirm={() => void act(async () => onSecret((await rotate(webhook._id)).secret))}
      >
        <Button size="small">{t('settings.webhooks.rotate')}</Button>
      </ClickPopconfirm>
      <ClickPopconfirm
        title={t('settings.webhooks.deleteTitle')}
        description={t('settings.webhooks.deleteText')}
        okText={t('settings.webhooks.delete')}
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          void act(async () => {
            await remove(webhook._id);
            void message.success(t('settings.webhooks.deleted'));
          })
        }
      >
        <Button size="small" danger aria-label={t('settings.webhooks.deleteName', { url: webhook.url })}>
          {t('settings.webhooks.delete')}
        </Button>
      </ClickPopconfirm>
    </Space>
  );
}
