import type { FieldError, Webhook, WebhookEvent } from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { peersMessages } from '../../../messages/messages';
import { useSaveWebhook } from '../api/save-webhook';

export type WebhookValues = { url: string; events: WebhookEvent[]; active: boolean; slack: boolean };
const PLACED = ['url', 'events', 'active', 'slack'];

/**
 * Saves the webhook form: an edit says so, a new one hands back its secret to show once. A refusal about a
 * field is shown under that field, any other as a message.
 */
export function useWebhookFormSubmit({
  form,
  webhook,
  onClose,
  onCreated,
}: {
  form: FormInstance<WebhookValues>;
  webhook: Webhook | null;
  onClose: () => void;
  onCreated: (url: string, secret: string) => void;
}) {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const save = useSaveWebhook();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const submit = async (values: WebhookValues) => {
    setSaving(true);
    try {
      const body = { ...values, url: values.url.trim() };
      if (webhook) {
        await save.update(webhook._id, body);
        void message.success(t('settings.webhooks.saved'));
      } else {
        const made = await save.create(body);
        onCreated(made.webhook.url, made.secret);
      }
      onClose();
    } catch (caught) {
      const error = toApiError(caught);
      const placed = (detail: FieldError) => PLACED.includes(detail.field.split('.')[0]!);
      form.setFields(
        error.details
          .filter(placed)
          .map((detail) => ({ name: detail.field.split('.')[0] as keyof WebhookValues, errors: [fieldText(detail)] })),
      );
      if (!error.details.some(placed)) void message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return { submit, saving };
}
