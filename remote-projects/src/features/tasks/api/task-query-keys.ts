import { projectKeys } from '../../../common/api/project-query-keys';

/** A sprint's tasks, under projectKeys.all: any task change refetches the sprint, its list and its board. */
export const taskKeys = {
  sprint: (id: string) => [...projectKeys.all, 'sprint', id] as const,
  list: (sprintId: string, params: object) => [...projectKeys.all, 'tasks', sprintId, params] as const,
  board: (sprintId: string) => [...projectKeys.all, 'board', sprintId] as const,
};
