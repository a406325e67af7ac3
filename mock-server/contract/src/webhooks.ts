import { z } from 'zod';
import { idSchema, isoDateTimeSchema, requiredOr } from './common.js';

/**
 * Outgoing webhooks (docs/integrations.md#webhooks): a company admin names an address and the events it
 * hears of; each event is sent there as a signed POST. The secret is shown once, when made or rotated.
 */
export const WEBHOOK_EVENTS = [
  'task.created',
  'task.status_changed',
  'task.completed',
  'task.commented',
  'sprint.started',
  'sprint.closed',
  'leave.requested',
  'leave.decided',
  'feed.posted',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What "Send test" sends: no event of the company, only a check that the address answers. */
export const WEBHOOK_PING = 'ping';

/** How many webhooks a company may have. */
export const WEBHOOKS_MAX = 20;
export const WEBHOOK_URL_MAX = 2000;
/** How many deliveries of a webhook its log shows. */
export const WEBHOOK_LOG_SIZE = 50;

export const webhookSchema = z.object({
  _id: idSchema,
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  /** The body is a Slack incoming-webhook message ({"text": …}) rather than Timely's JSON. */
  slack: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** When the secret was made or last rotated (it is never answered again). */
  secretCreatedAt: isoDateTimeSchema,
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({ items: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

/** A webhook as made or with its secret rotated: the only answers that carry the secret. */
export const webhookWithSecretSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

const webhookFields = {
  url: z
    .string({ error: requiredOr('must be text') })
    .trim()
    .max(WEBHOOK_URL_MAX, { message: `must be at most ${WEBHOOK_URL_MAX} characters`, abort: true })
    .url({ message: 'must be an address starting with https:// or http://' })
    .refine((url) => /^https?:\/\//i.test(url), { message: 'must be an address starting with https:// or http://' }),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { message: `must be among ${WEBHOOK_EVENTS.join(', ')}` }), {
      error: 'must be a list of events',
    })
    .min(1, { message: 'must name at least one event' })
    .refine((events) => new Set(events).size === events.length, { message: 'must not repeat an event' }),
  active: z.boolean({ error: 'must be true or false' }),
  slack: z.boolean({ error: 'must be true or false' }),
};

/** POST /v2/company/webhooks (level3): answered with webhookWithSecretSchema (201). */
export const createWebhookBodySchema = z
  .object({
    ...webhookFields,
    active: webhookFields.active.default(true),
    slack: webhookFields.slack.default(false),
  })
  .strict();
export type CreateWebhookBody = z.infer<typeof createWebhookBodySchema>;

/** PATCH /v2/company/webhooks/:id (level3): any of them; answered with webhookSchema. */
export const updateWebhookBodySchema = z.object(webhookFields).partial().strict();
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const webhookDeliverySchema = z.object({
  _id: idSchema,
  /** One of WEBHOOK_EVENTS, or `ping` for a test (read as text: a newer server may send more). */
  event: z.string(),
  /** The event's id (the body's `id`): the same for a redelivery; null for a test. */
  eventId: idSchema.nullable(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  createdAt: isoDateTimeSchema,
  /** When it was last tried (null: not yet). */
  attemptedAt: isoDateTimeSchema.nullable(),
  /** When it will be tried again while pending. */
  nextAttemptAt: isoDateTimeSchema.nullable(),
  attempts: z.number().int(),
  /** The receiver's HTTP status at the last attempt (null: no answer). */
  httpStatus: z.number().int().nullable(),
  /** How long the last attempt took, in milliseconds. */
  responseMs: z.number().int().nullable(),
  /** Why the last attempt failed: a timeout, a refused address, a status other than 2xx. */
  error: z.string().nullable(),
  /** The start of the receiver's answer (at most a few KB). */
  responseBody: z.string().nullable(),
  redelivery: z.boolean(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookDeliveryParamsSchema = z.object({ id: idSchema, deliveryId: idSchema });

/**
 * Webhooks' paths, beside their schemas rather than in `apiPaths` (which the sign-in page carries).
 */
export const webhookPaths = {
  /** GET the company's webhooks, POST one (level3). */
  list: '/v2/company/webhooks',
  /** PATCH, DELETE one. */
  one: (id: string) => `/v2/company/webhooks/${id}`,
  /** POST: a new secret (the old one stops signing at once). */
  secret: (id: string) => `/v2/company/webhooks/${id}/secret`,
  /** POST: send a `ping` now. */
  test: (id: string) => `/v2/company/webhooks/${id}/test`,
  /** GET its last deliveries. */
  deliveries: (id: string) => `/v2/company/webhooks/${id}/deliveries`,
  /** POST: send a delivery's event again, as a new delivery. */
  redeliver: (id: string, deliveryId: string) => `/v2/company/webhooks/${id}/deliveries/${deliveryId}/redeliver`,
};
