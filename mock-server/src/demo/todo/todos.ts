import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DemoTask } from '@timely/contract';
import { demoTodos } from '../../db/schema/demo.js';
import { HttpError } from '../../http/errors.js';
import { capRows, DEMO_ROW_CAPS } from '../demo-limits.js';
import { readableSet, writeToOwnSet, type DemoScope } from '../visitors/visitor-sets.js';

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

/** The caller's tasks, newest first (the highest id is the newest: ids only grow). */
export async function listTasks(scope: DemoScope, filter: string): Promise<DemoTask[]> {
  const set = await readableSet(scope, 'todo');
  const rows = await scope.orm
    .select()
    .from(demoTodos)
    .where(and(eq(demoTodos.visitor, set), filterCondition(filter)))
    .orderBy(desc(demoTodos.id));
  return rows.map(toTask);
}

type NewTask = Omit<DemoTask, 'id'>;

/**
 * Adds a task whose id is the last id of the caller's set plus 1; the set's locked row (writeToOwnSet) makes
 * the caller's concurrent adds take turns.
 */
export function createTask(scope: DemoScope, task: NewTask): Promise<number> {
  return writeToOwnSet(scope, 'todo', async (tx, set) => {
    const [last] = await tx
      .select({ id: sql<number>`coalesce(max(${demoTodos.id}), 0)::int` })
      .from(demoTodos)
      .where(eq(demoTodos.visitor, set));
    const id = (last?.id ?? 0) + 1;
    const { desc: description, ...rest } = task;
    await tx.insert(demoTodos).values({ visitor: set, id, description, ...rest });
    await capRows(tx, demoTodos, demoTodos.id, DEMO_ROW_CAPS.todos, { scope: eq(demoTodos.visitor, set) });
    return id;
  });
}

/** Sets isTrashed (there is no restore, as in the spec); trashing a trashed task changes nothing. */
export function trashTask(scope: DemoScope, id: number): Promise<number> {
  return writeToOwnSet(scope, 'todo', async (tx, set) => {
    const rows = await tx
      .update(demoTodos)
      .set({ isTrashed: true })
      .where(and(eq(demoTodos.visitor, set), eq(demoTodos.id, id)))
      .returning({ id: demoTodos.id });
    if (!rows.length) {
      const message = `No task with id ${id}.`;
      // throwing inside the transaction rolls a new set back
      throw new HttpError(404, message, [{ field: 'body', message }]);
    }
    return id;
  });
}

type TaskChanges = Partial<Omit<DemoTask, 'id' | 'isTrashed'>>;

/** Sets the fields given of a task (trashed or not); the others stay. Answers the task as it now is. */
export function updateTask(scope: DemoScope, id: number, changes: TaskChanges): Promise<DemoTask> {
  const { desc: description, ...rest } = changes;
  const values = { ...rest, ...(description === undefined ? {} : { description }) };
  return writeToOwnSet(scope, 'todo', async (tx, set) => {
    const where = and(eq(demoTodos.visitor, set), eq(demoTodos.id, id));
    const rows = Object.keys(values).length
      ? await tx.update(demoTodos).set(values).where(where).returning()
      : await tx.select().from(demoTodos).where(where);
    const [row] = rows;
    if (!row) {
      const message = `No task with id ${id}.`;
      throw new HttpError(404, message, [{ field: 'task.id', message }]);
    }
    return toTask(row);
  });
}
