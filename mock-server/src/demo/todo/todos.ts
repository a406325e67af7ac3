import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DemoTask } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { demoTodos } from '../../db/schema/demo.js';
import { HttpError } from '../../http/errors.js';
import { capRows, DEMO_ROW_CAPS } from '../demo-limits.js';

type TaskRow = typeof demoTodos.$inferSelect;

function toTask(row: TaskRow): DemoTask {
  return {
    id: row.id,
    title: row.title,
    desc: row.description,
    isImportant: row.isImportant,
    isStarred: row.isStarred,
    tags: row.tags,
    isCompleted: row.isCompleted,
    isTrashed: row.isTrashed,
  };
}

const FLAGS = {
  starred: demoTodos.isStarred,
  important: demoTodos.isImportant,
  completed: demoTodos.isCompleted,
} as const;

/** §7's filter rules. */
function filterCondition(filter: string): SQL | undefined {
  if (filter === 'all') return eq(demoTodos.isTrashed, false);
  if (filter in FLAGS) return and(eq(FLAGS[filter as keyof typeof FLAGS], true), eq(demoTodos.isTrashed, false));
  if (filter === 'trashed') return eq(demoTodos.isTrashed, true);
  // the spec excludes trashed tasks for every filter but this one; kept as written
  return sql`${filter}::text = ANY(${demoTodos.tags})`;
}

/** Newest first (the highest id is the newest: ids only grow). */
export async function listTasks(orm: Orm, filter: string): Promise<DemoTask[]> {
  const rows = await orm.select().from(demoTodos).where(filterCondition(filter)).orderBy(desc(demoTodos.id));
  return rows.map(toTask);
}

type NewTask = Omit<DemoTask, 'id'>;

/** Adds a task whose id is the last task's id plus 1; the table lock makes concurrent adds take turns. */
export async function createTask(orm: Orm, task: NewTask): Promise<number> {
  return orm.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE demo_todos IN SHARE ROW EXCLUSIVE MODE`);
    const [last] = await tx.select({ id: sql<number>`coalesce(max(${demoTodos.id}), 0)::int` }).from(demoTodos);
    const id = (last?.id ?? 0) + 1;
    const { desc: description, ...rest } = task;
    await tx.insert(demoTodos).values({ id, description, ...rest });
    await capRows(tx, demoTodos, demoTodos.id, DEMO_ROW_CAPS.todos);
    return id;
  });
}

/** Sets isTrashed (there is no restore, as in the spec); trashing a trashed task changes nothing. */
export async function trashTask(orm: Orm, id: number): Promise<number> {
  const rows = await orm
    .update(demoTodos)
    .set({ isTrashed: true })
    .where(eq(demoTodos.id, id))
    .returning({ id: demoTodos.id });
  if (!rows.length) {
    const message = `No task with id ${id}.`;
    throw new HttpError(404, message, [{ field: 'body', message }]);
  }
  return id;
}

type TaskChanges = Partial<Omit<DemoTask, 'id' | 'isTrashed'>>;

/** Sets the fields given of a task (trashed or not); the others stay. Answers the task as it now is. */
export async function updateTask(orm: Orm, id: number, changes: TaskChanges): Promise<DemoTask> {
  const { desc: description, ...rest } = changes;
  const values = { ...rest, ...(description === undefined ? {} : { description }) };
  const rows = Object.keys(values).length
    ? await orm.update(demoTodos).set(values).where(eq(demoTodos.id, id)).returning()
    : await orm.select().from(demoTodos).where(eq(demoTodos.id, id));
  const [row] = rows;
  if (!row) {
    const message = `No task with id ${id}.`;
    throw new HttpError(404, message, [{ field: 'task.id', message }]);
  }
  return toTask(row);
}
