import { and, count, desc, eq } from 'drizzle-orm';
import {
  WEBHOOK_LOG_SIZE,
  WEBHOOK_PING,
  WEBHOOKS_MAX,
  type CreateWebhookBody,
  type UpdateWebhookBody,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookWithSecret,
} from '@timely/contract';
import { webhookDeliveries, webhooks } from '../../db/schema/webhooks.js';
import { apiError, fieldProblem, invalidFields, notFound } from '../../http/errors.js';
import type { Orm } from '../../db/client.js';
import { changedFields, recordAudit } from '../audit/audit-log.js';
import { checkWebhookAddress } from './webhook-address.js';
import { deliverNow } from './webhook-delivery.js';
import { newWebhookSecret, sealWebhookSecret } from './webhook-secret.js';
import type { ServiceContext, ServerFacilities } from '../service-context.js';

type WebhookRow = typeof webhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function shownOf(row: WebhookRow): Webhook {
  return {
    _id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    active: row.active,
    slack: row.slack,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    secretCreatedAt: row.secretCreatedAt.toISOString(),
  };
}

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    _id: row.id,
    event: row.eventKind,
    eventId: row.eventId,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    attemptedAt: row.attemptedAt?.toISOString() ?? null,
    nextAttemptAt: row.state === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    attempts: row.attempts,
    httpStatus: row.httpStatus,
    responseMs: row.responseMs,
    error: row.error,
    responseBody: row.responseBody,
    redelivery: row.redelivery,
  };
}

/** The audited view of a webhook: never its secret. */
function auditedOf(row: Pick<WebhookRow, 'url' | 'events' | 'active' | 'slack'>): Record<string, unknown> {
  return { url: row.url, events: row.events, active: row.active, slack: row.slack };
}

/** The caller's company's webhooks, oldest first. */
export async function listWebhooks(ctx: ServiceContext): Promise<Webhook[]> {
  const rows = await ctx.orm
    .select()
    .from(webhooks)
    .where(eq(webhooks.companyId, ctx.caller.companyId))
    .orderBy(webhooks.createdAt, webhooks.id);
  return rows.map(shownOf);
}

async function loadWebhook(orm: Orm, companyId: string, id: string): Promise<WebhookRow> {
  const [row] = await orm
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.companyId, companyId)));
  if (!row) throw notFound('notFound.webhook');
  return row;
}

/** The save-time SSRF check (webhook-address.ts), as a problem of the field `url`. */
async function assertAddress(app: ServerFacilities, url: string): Promise<void> {
  const checked = await checkWebhookAddress(url, app.config.webhooks.allowPrivateHosts);
  if (checked.ok) return;
  const code = checked.reason === 'private' ? 'field.webhookHostPrivate' : 'field.webhookHostUnknown';
  throw invalidFields([fieldProblem('url', apiError(code, { host: checked.host }))]);
}

/** POST /v2/company/webhooks: the secret is made here and answered this once. Audited as webhook.created. */
export async function createWebhook(ctx: ServiceContext, body: CreateWebhookBody): Promise<WebhookWithSecret> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const [held] = await orm.select({ n: count() }).from(webhooks).where(eq(webhooks.companyId, auth.companyId));
  if ((held?.n ?? 0) >= WEBHOOKS_MAX)
    throw invalidFields([fieldProblem('url', apiError('field.tooManyWebhooks', { maximum: WEBHOOKS_MAX }))], 409);
  await assertAddress(ctx, body.url);
  const secret = newWebhookSecret();
  const now = ctx.now();
  const row = await orm.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(webhooks)
      .values({
        companyId: auth.companyId,
        url: body.url,
        events: body.events,
        secretSealed: sealWebhookSecret(ctx.secrets.jwt, secret),
        secretCreatedAt: now,
        active: body.active,
        slack: body.slack,
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'webhook.created',
      target: { type: 'webhook', id: inserted!.id, label: inserted!.url },
      after: auditedOf(inserted!),
    });
    return inserted!;
  });
  return { webhook: shownOf(row), secret };
}

/** PATCH: any of url, events, active, slack; a new url is checked again. Audited as webhook.updated. */
export async function updateWebhook(ctx: ServiceContext, id: string, body: UpdateWebhookBody): Promise<Webhook> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const before = await loadWebhook(orm, auth.companyId, id);
  if (body.url !== undefined && body.url !== before.url) await assertAddress(ctx, body.url);
  const next = { ...before, ...body };
  const changed = changedFields(auditedOf(before), auditedOf(next));
  if (!changed) return shownOf(before);
  const row = await orm.transaction(async (tx) => {
    const [updated] = await tx
      .update(webhooks)
      .set({ url: next.url, events: next.events, active: next.active, slack: next.slack, updatedAt: ctx.now() })
      .where(eq(webhooks.id, id))
      .returning();
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'webhook.updated',
      target: { type: 'webhook', id, label: next.url },
      ...changed,
    });
    return updated!;
  });
  return shownOf(row);
}

/** DELETE: the webhook and its delivery log; what was still pending is not sent. Audited as webhook.deleted. */
export async function deleteWebhook(ctx: ServiceContext, id: string): Promise<void> {
  const { caller: auth } = ctx;
  const before = await loadWebhook(ctx.orm, auth.companyId, id);
  await ctx.orm.transaction(async (tx) => {
    await tx.delete(webhooks).where(eq(webhooks.id, id));
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'webhook.deleted',
      target: { type: 'webhook', id, label: before.url },
      before: auditedOf(before),
    });
  });
}

/** POST …/secret: a new secret, answered once; the old one signs nothing more. Audited as webhook.secret_rotated. */
export async function rotateWebhookSecret(ctx: ServiceContext, id: string): Promise<WebhookWithSecret> {
  const { caller: auth } = ctx;
  const before = await loadWebhook(ctx.orm, auth.companyId, id);
  const secret = newWebhookSecret();
  const now = ctx.now();
  const row = await ctx.orm.transaction(async (tx) => {
    const [updated] = await tx
      .update(webhooks)
      .set({ secretSealed: sealWebhookSecret(ctx.secrets.jwt, secret), secretCreatedAt: now, updatedAt: now })
      .where(eq(webhooks.id, id))
      .returning();
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'webhook.secret_rotated',
      target: { type: 'webhook', id, label: before.url },
    });
    return updated!;
  });
  return { webhook: shownOf(row), secret };
}

/** GET …/deliveries: the last WEBHOOK_LOG_SIZE of a webhook of the caller's company, newest first. */
export async function listDeliveries(ctx: ServiceContext, id: string): Promise<WebhookDelivery[]> {
  const { orm } = ctx;
  await loadWebhook(orm, ctx.caller.companyId, id);
  const rows = await orm
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_LOG_SIZE);
  return rows.map(deliveryOf);
}

async function queueAndSend(
  app: ServerFacilities,
  webhook: WebhookRow,
  values: { eventId: string | null; eventKind: string; redelivery: boolean },
): Promise<WebhookDelivery> {
  const now = app.now();
  const [queued] = await app.db.orm
    .insert(webhookDeliveries)
    .values({ companyId: webhook.companyId, webhookId: webhook.id, ...values, nextAttemptAt: now, createdAt: now })
    .returning({ id: webhookDeliveries.id });
  // sent now, so the admin sees the outcome; a failure is retried as any other delivery
  await deliverNow(app, queued!.id);
  const [row] = await app.db.orm.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, queued!.id));
  return deliveryOf(row!);
}

/** POST …/test: a `ping`, sent at once (even while the webhook is off); answered with its outcome. */
export async function sendTestDelivery(ctx: ServiceContext, id: string): Promise<WebhookDelivery> {
  const { caller: auth } = ctx;
  const webhook = await loadWebhook(ctx.orm, auth.companyId, id);
  return queueAndSend(ctx, webhook, { eventId: null, eventKind: WEBHOOK_PING, redelivery: false });
}

/** POST …/deliveries/:deliveryId/redeliver: the same event (same body id) as a new delivery, sent at once. */
export async function redeliver(ctx: ServiceContext, id: string, deliveryId: string): Promise<WebhookDelivery> {
  const { caller: auth } = ctx;
  const webhook = await loadWebhook(ctx.orm, auth.companyId, id);
  const [original] = await ctx.orm
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, id)));
  if (!original) throw notFound('notFound.webhookDelivery');
  return queueAndSend(ctx, webhook, { eventId: original.eventId, eventKind: original.eventKind, redelivery: true });
}
