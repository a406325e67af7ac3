import { idSchema, TASK_PRIORITIES, TASK_TYPES, type Task, type TaskPriority, type TaskType } from '@timely/contract';

/** The epic filter's value for the tasks without an epic (the API's `epic=none`). */
export const NO_EPIC = 'none';

/**
 * Filters by the work item fields (issue #49), shared by the backlog, which sends them to the API, and the
 * board, which applies them to the cards it holds. Each is one URL parameter named as the API's query,
 * repeated for several values: `?type=bug&type=story&priority=urgent&label=<id>&epic=none`.
 */
export type WorkItemFilters = {
  type: TaskType[];
  priority: TaskPriority[];
  label: string[];
  /** An epic's id, `none` for the tasks without one, null for any. */
  epic: string | null;
};

export const NO_WORK_ITEM_FILTERS: WorkItemFilters = { type: [], priority: [], label: [], epic: null };

const WORK_ITEM_PARAMS = ['type', 'priority', 'label', 'epic'] as const;

const isId = (value: string) => idSchema.safeParse(value).success;
const oneOf =
  <Value extends string>(values: readonly Value[]) =>
  (value: string): value is Value =>
    (values as readonly string[]).includes(value);

/** Each once, in the order given. */
const distinct = <Value>(values: Value[]) => [...new Set(values)];

/**
 * The filters a URL holds. A value the API would refuse (a hand-edited link, a type that no longer exists) is
 * left out rather than sent, so a stale link still opens the page.
 */
export function readWorkItemFilters(params: URLSearchParams): WorkItemFilters {
  const epic = params.get('epic');
  return {
    type: distinct(params.getAll('type').filter(oneOf(TASK_TYPES))),
    priority: distinct(params.getAll('priority').filter(oneOf(TASK_PRIORITIES))),
    label: distinct(params.getAll('label').filter(isId)),
    epic: epic === NO_EPIC || (epic && isId(epic)) ? epic : null,
  };
}

/** Writes the filters `change` names into `params` (one parameter each, repeated values), the others kept. */
export function writeWorkItemFilters(params: URLSearchParams, change: Partial<WorkItemFilters>): void {
  for (const key of WORK_ITEM_PARAMS) {
    if (!(key in change)) continue;
    params.delete(key);
    const value = change[key];
    for (const each of Array.isArray(value) ? value : value ? [value] : []) params.append(key, each);
  }
}

/** Removes every work item filter from `params`. */
export function clearWorkItemFilters(params: URLSearchParams): void {
  for (const key of WORK_ITEM_PARAMS) params.delete(key);
}

/** Whether a task passes the filters: its type one of those given, its priority too, one of the labels, its epic. */
export function matchesWorkItemFilters(
  task: Pick<Task, 'type' | 'priority' | 'labelIds' | 'epicId'>,
  filters: WorkItemFilters,
): boolean {
  return (
    (filters.type.length === 0 || filters.type.includes(task.type)) &&
    (filters.priority.length === 0 || filters.priority.includes(task.priority)) &&
    (filters.label.length === 0 || task.labelIds.some((id) => filters.label.includes(id))) &&
    (filters.epic === null || (filters.epic === NO_EPIC ? task.epicId === null : task.epicId === filters.epic))
  );
}
