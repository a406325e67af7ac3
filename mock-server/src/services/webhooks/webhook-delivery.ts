import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { eq, sql } from 'drizzle-orm';
import { WEBHOOK_PING } from '@timely/contract';
import { companies } from '../../db/schema/core.js';
import { companyEvents, webhookDeliveries, webhooks } from '../../db/schema/webhooks.js';
import type { ServerFacilities } from '../service-context.js';
import { backoffMs, claimLeased, type Claimed } from '../leased-claim.js';
import { ipLiteralOf, isPublicAddress } from './webhook-address.js';
import { openWebhookSecret, signatureHeader } from './webhook-secret.js';
import { slackTextOf } from './webhook-slack.js';

/** How long a receiver has to answer. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer the log keeps. */
const RESPONSE_BODY_MAX = 4096;
/** A claim lasts this long: a process that dies mid-send leaves the delivery to another after it. */
const LEASE_MS = 60_000;
/** The first retry waits this long, each next one twice as long, up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 4 * 3600_000;
/** After this long since the event, a delivery that never succeeded is failed. */
const RETRY_WINDOW_MS = 24 * 3600_000;
/** How often the worker looks for due deliveries, and how many it sends at once. */
const WORKER_INTERVAL_MS = 5_000;
const BATCH = 20;

/** The wait before the attempt after `attempts` failed ones: 30 s, 1 min, 2 min… at most 4 h. */
export function retryDelayMs(attempts: number): number {
  return backoffMs(attempts, RETRY_FIRST_MS, RETRY_MAX_MS);
}

/** Claims up to `limit` due deliveries for this process, each with a lease (services/leased-claim.ts). */
function claim(app: ServerFacilities, now: Date, limit: number, onlyId?: string): Promise<Claimed[]> {
  return claimLeased(
    app,
    { table: 'webhook_deliveries', due: 'next_attempt_at' },
    { now, leaseMs: LEASE_MS, limit, ...(onlyId ? { onlyId } : {}) },
  );
}

/**
 * Sends every delivery that is due now (the worker's tick; tests call it directly). Answers how many were
 * tried. Safe to run in several processes and several times at once.
 */
export async function deliverDue(app: ServerFacilities, limit = BATCH): Promise<number> {
  const claimed = await claim(app, app.now(), limit);
  await Promise.all(claimed.map((delivery) => attempt(app, delivery)));
  return claimed.length;
}

/** Tries one delivery now (a test or a redelivery the admin asked for), unless someone else holds it. */
export async function deliverNow(app: ServerFacilities, deliveryId: string): Promise<void> {
  const [claimed] = await claim(app, app.now(), 1, deliveryId);
  if (claimed) await attempt(app, claimed);
}

type Outcome = {
  /** No retry can succeed (the webhook is off, its secret unreadable): failed at once. */
  final?: boolean;
  ok: boolean;
  httpStatus: number | null;
  responseMs: number | null;
  body: string | null;
  error: string | null;
};

async function attempt(app: ServerFacilities, claimed: Claimed): Promise<void> {
  const [row] = await app.db.orm
    .select({ delivery: webhookDeliveries, webhook: webhooks, event: companyEvents, companyName: companies.name })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .innerJoin(companies, eq(companies.id, webhookDeliveries.companyId))
    .leftJoin(companyEvents, eq(companyEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, claimed.id));
  if (!row) return;
  const { delivery, webhook, event } = row;
  let outcome: Outcome;
  const secret = openWebhookSecret(app.secrets.jwt, webhook.secretSealed);
  if (!secret)
    outcome = { ...failure('The secret can no longer be read (the server’s key changed): rotate it.'), final: true };
  else if (!webhook.active && delivery.eventKind !== WEBHOOK_PING && !delivery.redelivery)
    outcome = { ...failure('The webhook is turned off.'), final: true };
  else {
    const sentAt = app.now();
    const payload = {
      id: event?.id ?? delivery.id,
      event: delivery.eventKind,
      createdAt: (event?.createdAt ?? delivery.createdAt).toISOString(),
      company: { id: webhook.companyId, name: row.companyName },
      data: event?.payload ?? { webhook: { id: webhook.id, url: webhook.url } },
    };
    const body = JSON.stringify(webhook.slack ? { text: slackTextOf(payload, app.config.portalUrl) } : payload);
    outcome = await post(
      webhook.url,
      body,
      {
        'content-type': 'application/json',
        'user-agent': 'Timely-Webhooks/1',
        'timely-event': delivery.eventKind,
        'timely-delivery': delivery.id,
        'timely-signature': signatureHeader(secret, body, sentAt),
      },
      app.config.webhooks.allowPrivateHosts,
    );
  }
  const now = app.now();
  const expired = now.getTime() - delivery.createdAt.getTime() >= RETRY_WINDOW_MS;
  const attempts = delivery.attempts;
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  const state = outcome.ok
    ? 'delivered'
    : outcome.final || expired || next.getTime() - delivery.createdAt.getTime() > RETRY_WINDOW_MS
      ? 'failed'
      : 'pending';
  await app.db.orm.execute(sql`
    UPDATE webhook_deliveries
       SET state = ${state}, claimed_until = NULL, attempted_at = ${now.toISOString()}::timestamptz,
           next_attempt_at = ${state === 'pending' ? next.toISOString() : null}::timestamptz,
           http_status = ${outcome.httpStatus}, response_ms = ${outcome.responseMs},
           response_body = ${outcome.body}, error = ${outcome.error}
     WHERE id = ${claimed.id} AND claimed_until = ${claimed.claimedUntil}::timestamptz`);
}

function failure(error: string): Outcome {
  return { ok: false, httpStatus: null, responseMs: null, body: null, error };
}

/**
 * One POST, never following a redirect. The connection is made to an address checked here, after DNS
 * (the `lookup` below refuses a private one unless allowed), so a name cannot be made to point inside
 * between the check and the connection.
 */
function post(url: string, body: string, headers: Record<string, string>, allowPrivate: boolean): Promise<Outcome> {
  const target = new URL(url);
  const literal = ipLiteralOf(target);
  if (literal && !allowPrivate && !isPublicAddress(literal))
    return Promise.resolve(failure(`Refused: ${literal} is a private, loopback or link-local address.`));
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise<Outcome>((resolve) => {
    let done = false;
    const finish = (outcome: Outcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: checkedLookup(allowPrivate),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_BODY_MAX) chunks.push(chunk.subarray(0, RESPONSE_BODY_MAX - size));
          size += chunk.length;
          // enough is kept: the rest is not read
          if (size >= RESPONSE_BODY_MAX) response.destroy();
        });
        const settle = () => {
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          finish({
            ok,
            httpStatus: status,
            responseMs: elapsed(),
            body: Buffer.concat(chunks).toString('utf8'),
            error: ok ? null : `The receiver answered ${status}.`,
          });
        };
        response.on('end', settle);
        response.on('close', settle);
        response.on('error', settle);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ ...failure(`No answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds.`), responseMs: elapsed() });
    }, DELIVERY_TIMEOUT_MS);
    request.on('error', (error: Error & { code?: string }) =>
      finish({
        ...failure(
          error instanceof RefusedAddress ? error.message : `Could not connect: ${error.code ?? error.message}.`,
        ),
        responseMs: elapsed(),
      }),
    );
    request.end(body);
  });
}

class RefusedAddress extends Error {
  override name = 'RefusedAddress';
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** DNS as Node does it, then the SSRF rule on every address the name resolved to. */
function checkedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    lookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const inside = addresses.find((entry) => !isPublicAddress(entry.address));
      if (inside && !allowPrivate)
        return callback(
          new RefusedAddress(
            `Refused: ${hostname} resolves to ${inside.address}, a private, loopback or link-local address.`,
          ),
          [],
        );
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new Error(`${hostname} has no address`), []);
      callback(null, first.address, first.family);
    });
  };
}

/** How long sent and failed deliveries, and events no delivery needs any more, are kept. */
const KEPT_MS = 30 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;

/**
 * Forgets what is over: deliveries delivered or failed more than 30 days ago, then the events older than that
 * which no delivery still refers to. Run by the worker once an hour; a second process doing it at the same
 * time deletes nothing twice.
 */
export async function pruneWebhookHistory(app: ServerFacilities): Promise<void> {
  const before = new Date(app.now().getTime() - KEPT_MS).toISOString();
  await app.db.orm.execute(sql`
    DELETE FROM webhook_deliveries WHERE state <> 'pending' AND created_at < ${before}::timestamptz`);
  await app.db.orm.execute(sql`
    DELETE FROM company_events e WHERE e.created_at < ${before}::timestamptz
       AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id)`);
}

/**
 * The worker: a timer in this API process, started by the server; the server calls the function it returns
 * when it closes (it waits for the round in progress).
 */
export function startWebhookWorker(app: ServerFacilities): () => Promise<void> {
  let running: Promise<void> | null = null;
  let prunedAt = 0;
  const round = async () => {
    await deliverDue(app);
    if (app.now().getTime() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = app.now().getTime();
    await pruneWebhookHistory(app);
  };
  const tick = () => {
    if (running) return;
    running = round()
      .catch((error: unknown) => app.log.error({ err: error }, '[webhooks] delivering failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, WORKER_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
