import { projectKeys } from '../../../common/api/project-query-keys';

/** A task's page, under projectKeys.all: any task change refetches the task, its comments and its history. */
export const taskDetailKeys = {
  detail: (id: string) => [...projectKeys.all, 'task', id] as const,
  comments: (id: string) => [...projectKeys.all, 'task', id, 'comments'] as const,
  history: (id: string) => [...projectKeys.all, 'task', id, 'history'] as const,
  watchers: (id: string) => [...projectKeys.all, 'task', id, 'watchers'] as const,
};
