import type { Webhook } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Form, Modal } from 'antd';
import { peersMessages } from '../../../messages/messages';
import { useWebhookFormSubmit, type WebhookValues } from '../hooks/use-webhook-form-submit';
import { WebhookFormFields } from './webhook-form-fields';

/** Adds a webhook or edits one (null: a new one). */
export function WebhookModal({
  webhook,
  onClose,
  onCreated,
}: {
  webhook: Webhook | null;
  onClose: () => void;
  onCreated: (url: string, secret: string) => void;
}) {
  const t = useMessages(peersMessages);
  const [form] = Form.useForm<WebhookValues>();
  const { submit, saving } = useWebhookFormSubmit({ form, webhook, onClose, onCreated });

  return (
    <Modal
      open
      title={webhook ? t('settings.webhooks.editTitle') : t('settings.webhooks.addTitle')}
      okText={t('settings.webhooks.save')}
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="webhook"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        initialValues={
          webhook
            ? { url: webhook.url, events: webhook.events, active: webhook.active, slack: webhook.slack }
            : { url: '', events: [], active: true, slack: false }
        }
      >
        <WebhookFormFields />
      </Form>
    </Modal>
  );
}
