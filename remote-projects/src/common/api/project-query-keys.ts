import { queryKeys } from '@timely/shared-auth';

/** Query keys of this remote, all under the shared `projects` key so one invalidation refreshes every view. */
export const projectKeys = {
  all: queryKeys.projects,
  list: (params: object) => [...queryKeys.projects, 'list', params] as const,
  overview: (id: string) => [...queryKeys.projects, 'overview', id] as const,
  one: (id: string) => [...queryKeys.projects, 'one', id] as const,
  sprints: (projectId: string) => [...queryKeys.projects, 'sprints', projectId] as const,
  epics: (projectId: string) => [...queryKeys.projects, 'epics', projectId] as const,
  taskStructure: (taskId: string) => [...queryKeys.projects, 'task-structure', taskId] as const,
  taskSearch: (projectId: string, search: string) => [...queryKeys.projects, 'task-search', projectId, search] as const,
  burndown: (sprintId: string) => [...queryKeys.projects, 'burndown', sprintId] as const,
  peers: ['projects-form', 'peers'] as const,
  options: ['projects-form', 'options'] as const,
};
