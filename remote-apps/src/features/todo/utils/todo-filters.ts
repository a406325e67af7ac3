import { DEMO_TASK_TAGS, type DemoTask } from '@timely/contract';

/** The left pane's filters, in order; `/todo/:filter` names one of these or a tag. */
export const TODO_FILTERS = ['all', 'starred', 'important', 'completed', 'trashed'] as const;
export type TodoFilter = (typeof TODO_FILTERS)[number];

export type TaskTag = (typeof DEMO_TASK_TAGS)[number]['value'];
export const TASK_TAGS: TaskTag[] = DEMO_TASK_TAGS.map((tag) => tag.value);

/** A tag's colour as the demo data names it (primary, warning, success, danger). */
export type TagColor = (typeof DEMO_TASK_TAGS)[number]['color'];
export function tagColorOf(tag: string): TagColor | undefined {
  return DEMO_TASK_TAGS.find((known) => known.value === tag)?.color;
}

export function isTodoFilter(value: string): value is TodoFilter {
  return (TODO_FILTERS as readonly string[]).includes(value);
}

export function isTaskTag(value: string): value is TaskTag {
  return (TASK_TAGS as string[]).includes(value);
}

/** A filter the screen knows: one of the five, or one of the four tags. */
export function isKnownFilter(value: string | undefined): value is TodoFilter | TaskTag {
  return value !== undefined && (isTodoFilter(value) || isTaskTag(value));
}

/**
 * Whether a task belongs in a filter's list, as the server decides it (`GET api/apps/todo`); the screen also
 * keeps trashed tasks out of a tag's list, where the server lists them (trashed tasks show under Trashed).
 */
export function belongsTo(task: DemoTask, filter: string): boolean {
  if (filter === 'trashed') return task.isTrashed;
  if (task.isTrashed) return false;
  if (filter === 'all') return true;
  if (filter === 'starred') return task.isStarred;
  if (filter === 'important') return task.isImportant;
  if (filter === 'completed') return task.isCompleted;
  return task.tags.includes(filter);
}

export type TodoSort = 'newest' | 'title';

/** The visible list: the filter's tasks that match the search (title or description), in the chosen order. */
export function visibleTasks(tasks: DemoTask[], filter: string, search: string, sort: TodoSort): DemoTask[] {
  const needle = search.trim().toLocaleLowerCase();
  const shown = tasks.filter(
    (task) =>
      belongsTo(task, filter) &&
      (!needle || task.title.toLocaleLowerCase().includes(needle) || task.desc.toLocaleLowerCase().includes(needle)),
  );
  // the server sends newest first; sorting by title keeps that order among equal titles
  return sort === 'title' ? [...shown].sort((a, b) => a.title.localeCompare(b.title)) : shown;
}
