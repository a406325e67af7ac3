import { WEBHOOK_EVENTS, type WebhookEvent } from '@timely/contract';
import type { PeersTranslate } from '../../../messages/messages';

/** An event's name as the admin reads it; an event this build does not know is shown as sent. */
export const eventLabel = (event: string, t: PeersTranslate) =>
  (WEBHOOK_EVENTS as readonly string[]).includes(event) || event === 'ping'
    ? t(`settings.webhooks.event.${event as WebhookEvent | 'ping'}`)
    : event;
