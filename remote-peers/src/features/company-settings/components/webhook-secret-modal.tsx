import { useMessages } from '@timely/shared-ui';
import { Alert, Button, Modal, Typography } from 'antd';
import { peersMessages } from '../../../messages/messages';

/** A webhook's secret, shown once: when the webhook is made or its secret rotated. */
export function WebhookSecretModal({
  shown,
  onClose,
}: {
  shown: { url: string; secret: string };
  onClose: () => void;
}) {
  const t = useMessages(peersMessages);
  return (
    <Modal
      open
      title={t('settings.webhooks.secretTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('settings.webhooks.secretDone')}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={t('settings.webhooks.secretOnce')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph type="secondary" style={{ wordBreak: 'break-all' }}>
        {shown.url}
      </Typography.Paragraph>
      <Typography.Paragraph copyable code style={{ wordBreak: 'break-all' }} aria-label={t('settings.webhooks.secret')}>
        {shown.secret}
      </Typography.Paragraph>
    </Modal>
  );
}
