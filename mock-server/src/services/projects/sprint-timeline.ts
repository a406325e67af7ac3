import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Orm } from '../../db/client.js';
import { tasks } from '../../db/schema/sprints.js';
import { taskEvents } from '../../db/schema/task-activity.js';

type TaskRow = typeof tasks.$inferSelect;
type EventRow = typeof taskEvents.$inferSelect;

/** What a task was at a moment: the fields the sprint numbers need. */
export type TaskState = {
  exists: boolean;
  sprintId: string | null;
  estimateHours: number;
  status: string;
  assigneeId: string | null;
  actualHours: number | null;
};

/**
 * Every task that was ever in a sprint, with its history, so its state at any moment can be read back
 * (issue #27: the burndown and the report come from the task history, not from estimates). A task's
 * state at `t` is its row now with every change after `t` undone, newest first; a task created after `t`,
 * or deleted by then, did not exist. Tasks from before the history began simply have fewer changes.
 */
export type SprintTimeline = {
  tasks: Array<{ row: TaskRow; events: EventRow[] }>;
  stateAt(task: { row: TaskRow; events: EventRow[] }, at: Date): TaskState;
};

export async function sprintTimeline(orm: Orm, sprintId: string): Promise<SprintTimeline> {
  const moved = await orm
    .select({ taskId: taskEvents.taskId })
    .from(taskEvents)
    .where(
      and(eq(taskEvents.field, 'sprint'), or(eq(taskEvents.fromValue, sprintId), eq(taskEvents.toValue, sprintId))),
    );
  const ids = [...new Set(moved.map((row) => row.taskId))];
  const rows = await orm
    .select()
    .from(tasks)
    .where(ids.length ? or(eq(tasks.sprintId, sprintId), inArray(tasks.id, ids)) : eq(tasks.sprintId, sprintId));
  const allIds = rows.map((row) => row.id);
  const events = allIds.length
    ? await orm
        .select()
        .from(taskEvents)
        .where(
          and(
            inArray(taskEvents.taskId, allIds),
            inArray(taskEvents.field, ['sprint', 'estimateHours', 'status', 'assignee', 'actualHours']),
          ),
        )
        .orderBy(asc(taskEvents.at), asc(taskEvents.id))
    : [];
  const byTask = new Map<string, EventRow[]>(allIds.map((id) => [id, []]));
  for (const event of events) byTask.get(event.taskId)?.push(event);
  return {
    tasks: rows.map((row) => ({ row, events: byTask.get(row.id) ?? [] })),
    stateAt({ row, events: changes }, at) {
      const state: TaskState = {
        exists: row.createdAt <= at && (!row.deletedAt || row.deletedAt > at),
        sprintId: row.sprintId,
        estimateHours: Number(row.estimateHours),
        status: row.status,
        assigneeId: row.assigneeId,
        actualHours: row.actualHours === null ? null : Number(row.actualHours),
      };
      for (let index = changes.length - 1; index >= 0 && changes[index]!.at > at; index -= 1) {
        const change = changes[index]!;
        const from = change.fromValue;
        if (change.field === 'sprint') state.sprintId = from;
        else if (change.field === 'estimateHours') state.estimateHours = Number(from);
        else if (change.field === 'status') state.status = from ?? 'not_started';
        else if (change.field === 'assignee') state.assigneeId = from;
        else if (change.field === 'actualHours') state.actualHours = from === null ? null : Number(from);
      }
      return state;
    },
  };
}
