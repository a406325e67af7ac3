import type { WebhookDelivery } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { App } from 'antd';
import { useState } from 'react';
import { useRedeliverWebhook } from '../api/redeliver-webhook';

/** Sends one delivery of a webhook again; `sending` is the delivery on its way, a refusal is said. */
export function useRedeliver(webhookId: string) {
  const redeliver = useRedeliverWebhook();
  const errorText = useErrorText();
  const { message } = App.useApp();
  const [sending, setSending] = useState<string | null>(null);
  const again = async (delivery: WebhookDelivery) => {
    setSending(delivery._id);
    try {
      await redeliver(webhookId, delivery._id);
    } catch (caught) {
      void message.error(errorText(caught));
    } finally {
      setSending(null);
    }
  };
  return { sending, redeliver: (delivery: WebhookDelivery) => void again(delivery) };
}
