import { sql } from 'drizzle-orm';
import type { LiveEventKind } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import type { CompanyEventPayload } from '../../db/schema/webhooks.js';

/**
 * One event of a company, as the writing service knows it: its kind, who did it, the ids of what it is
 * about and a small payload of ids and names. Never a private field (a leave's reason, a decision's note:
 * docs/privacy.md): whatever is here may leave the company through its webhooks.
 */
export type CompanyEvent = {
  companyId: string;
  /** A webhook event, or one the live stream only tells of (LIVE_ONLY_EVENTS: no webhook asks for it). */
  kind: LiveEventKind;
  actorId: string | null;
  projectId?: string | null;
  taskId?: string | null;
  sprintId?: string | null;
  leaveRequestId?: string | null;
  postId?: string | null;
  payload: CompanyEventPayload;
  at?: Date;
};

/**
 * Records an event in the outbox (company_events) and, in the same statement, a pending delivery for each
 * active webhook of the company that asked for its kind. Call it with the transaction that makes the change
 * (as recordAudit): a change that is rolled back leaves no event and sends nothing, a committed one always
 * has its event. The actor's and the project's names are added to the payload here. The live stream
 * (services/live/live-hub.ts) reads the same rows, after their commit, for the browsers.
 */
export async function recordEvent(tx: Orm, event: CompanyEvent): Promise<void> {
  await recordEvents(tx, [event]);
}

/**
 * Several events in one statement, in the order given (a leave request tells each of the requester's
 * project mates: one statement for them all, where one each made the request's time grow with the team).
 */
export async function recordEvents(tx: Orm, events: readonly CompanyEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map(
    (event) => sql`(
        ${event.companyId}::uuid, ${event.kind}, ${event.actorId}::uuid, ${event.projectId ?? null}::uuid,
        ${event.taskId ?? null}::uuid, ${event.sprintId ?? null}::uuid, ${event.leaveRequestId ?? null}::uuid,
        ${event.postId ?? null}::uuid,
        ${JSON.stringify(event.payload)}::jsonb || jsonb_build_object(
          'actor', (SELECT jsonb_build_object('id', u.id, 'name', u.name) FROM users u WHERE u.id = ${event.actorId}::uuid),
          'project', (SELECT jsonb_build_object('id', p.id, 'name', p.name) FROM projects p WHERE p.id = ${event.projectId ?? null}::uuid)
        ),
        ${(event.at ?? new Date()).toISOString()}::timestamptz
      )`,
  );
  await tx.execute(sql`
    WITH event AS (
      INSERT INTO company_events
        (company_id, kind, actor_id, project_id, task_id, sprint_id, leave_request_id, post_id, payload, created_at)
      VALUES ${sql.join(rows, sql`, `)}
      RETURNING id, company_id, kind, created_at
    )
    INSERT INTO webhook_deliveries (company_id, webhook_id, event_id, event_kind, next_attempt_at, created_at)
    SELECT event.company_id, w.id, event.id, event.kind, event.created_at, event.created_at
      FROM event JOIN webhooks w ON w.company_id = event.company_id AND w.active AND event.kind = ANY (w.events)`);
}

/** The start of a comment or a post for an event: the receiver links to the rest. */
const EVENT_EXCERPT_MAX = 280;
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EVENT_EXCERPT_MAX ? `${flat.slice(0, EVENT_EXCERPT_MAX - 1)}…` : flat;
}
