import { sql, type SQL } from 'drizzle-orm';
import { LIVE_RESUME_SECONDS, type LiveEvent, type Level } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import type { PublicContext, ServerFacilities } from '../service-context.js';

/** Who listens on a stream: what decides which of the company's events they may hear of. */
export type Listener = { userId: string; companyId: string; level: Level };

/** An event as the stream sends it: its seq is the SSE id. */
export type LiveEventRow = { seq: number; event: LiveEvent };

type Row = {
  seq: string;
  kind: string;
  created_at: Date | string;
  actor_id: string | null;
  actor_name: string | null;
  project_id: string | null;
  sprint_id: string | null;
  from_sprint_id: string | null;
  task_id: string | null;
  post_id: string | null;
  leave_request_id: string | null;
  task_title: string | null;
  task_status: string | null;
};

/**
 * Whether the listener may read what an event is about, as the routes that show it decide (docs/privacy.md):
 * a project's events (its tasks, sprints, comments) to level3 and the project's team; a leave request's to
 * the person who asked and to those who may approve it (level3, level2 managing a project the person is on);
 * a feed post's to the whole company; a notification's to its recipient. Any other event to no one.
 */
function visibleTo(listener: Listener): SQL {
  const { userId, level } = listener;
  return sql`(
    (e.project_id IS NOT NULL AND (${level} = 'level3' OR EXISTS (
      SELECT 1 FROM project_members pm WHERE pm.project_id = e.project_id AND pm.user_id = ${userId})))
    OR (e.project_id IS NULL AND e.kind = 'feed.posted' AND e.post_id IS NOT NULL)
    OR (e.project_id IS NULL AND e.leave_request_id IS NOT NULL AND (
      e.payload -> 'person' ->> 'id' = ${userId}
      OR ${level} = 'level3'
      OR (${level} = 'level2' AND EXISTS (
        SELECT 1 FROM project_members managed
          JOIN projects p ON p.id = managed.project_id AND p.deleted_at IS NULL
          JOIN project_members member ON member.project_id = managed.project_id
         WHERE managed.user_id = ${userId} AND managed.role = 'manager'
           AND member.user_id::text = e.payload -> 'person' ->> 'id'))))
    OR (e.kind = 'notification.created' AND e.payload -> 'recipient' ->> 'id' = ${userId})
  )`;
}

/**
 * The listener's events among `which` (seqs after one, or a list), oldest first. What is sent is chosen
 * field by field: ids, the actor's name, a task's title and status (the listener sees the task), never the
 * rest of the payload (a comment's excerpt, a leave's dates).
 */
async function selectEvents(orm: Orm, listener: Listener, which: SQL, limit: number): Promise<LiveEventRow[]> {
  const rows = rowsOf<Row>(
    await orm.execute(sql`
      SELECT e.seq::text AS seq, e.kind, e.created_at, e.actor_id, e.payload -> 'actor' ->> 'name' AS actor_name,
             e.project_id, e.sprint_id, e.payload ->> 'fromSprintId' AS from_sprint_id, e.task_id, e.post_id, e.leave_request_id,
             CASE WHEN e.task_id IS NOT NULL THEN e.payload -> 'task' ->> 'title' END AS task_title,
             CASE WHEN e.task_id IS NOT NULL THEN e.payload -> 'task' ->> 'status' END AS task_status
        FROM company_events e
       WHERE e.company_id = ${listener.companyId} AND ${which} AND ${visibleTo(listener)}
       ORDER BY e.seq
       LIMIT ${limit}`),
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    event: {
      id: row.seq,
      kind: row.kind,
      at: new Date(row.created_at).toISOString(),
      actor: row.actor_id ? { _id: row.actor_id, name: row.actor_name ?? '' } : null,
      projectId: row.project_id,
      sprintId: row.sprint_id,
      fromSprintId: row.from_sprint_id,
      taskId: row.task_id,
      postId: row.post_id,
      leaveRequestId: row.leave_request_id,
      task: row.task_id ? { title: row.task_title ?? '', status: row.task_status } : null,
    },
  }));
}

/** The most a resume replays; past it the client is told to refetch everything (a `reset`). */
const RESUME_MAX_EVENTS = 1000;

/**
 * What a reconnect missed: the listener's events after `afterSeq` and within the resume window (by the
 * server's clock). `complete`
 * is false when the window does not reach back to `afterSeq` (older events of the company went unseen) or
 * there were more than RESUME_MAX_EVENTS: the client refetches everything.
 */
export async function eventsAfter(
  ctx: PublicContext,
  listener: Listener,
  afterSeq: number,
): Promise<{ events: LiveEventRow[]; complete: boolean }> {
  const { orm } = ctx;
  const since = new Date(ctx.now().getTime() - LIVE_RESUME_SECONDS * 1000).toISOString();
  const events = await selectEvents(
    orm,
    listener,
    sql`e.seq > ${afterSeq} AND e.created_at > ${since}::timestamptz`,
    RESUME_MAX_EVENTS + 1,
  );
  // an event of the company after afterSeq but before the window: the client's id is too old
  const [older] = rowsOf<{ one: number }>(
    await orm.execute(sql`
      SELECT 1 AS one FROM company_events e
       WHERE e.company_id = ${listener.companyId} AND e.seq > ${afterSeq} AND e.created_at <= ${since}::timestamptz
       LIMIT 1`),
  );
  const complete = !older && events.length <= RESUME_MAX_EVENTS;
  return { events: events.slice(0, RESUME_MAX_EVENTS), complete };
}

/** The listener's events among the given seqs (new ones the hub just read). */
export function eventsAmong(orm: Orm, listener: Listener, seqs: readonly number[]): Promise<LiveEventRow[]> {
  return selectEvents(orm, listener, sql`e.seq = ANY(${`{${seqs.join(',')}}`}::bigint[])`, seqs.length);
}

/**
 * The newest event's seq (0 before any): where a stream without Last-Event-ID starts, and where the hub
 * starts reading (with no request: it takes the server's database).
 */
export async function latestSeq(server: Pick<ServerFacilities, 'db'>): Promise<number> {
  const [row] = rowsOf<{ seq: string | null }>(
    await server.db.orm.execute(sql`SELECT max(seq)::text AS seq FROM company_events`),
  );
  return Number(row?.seq ?? 0);
}
