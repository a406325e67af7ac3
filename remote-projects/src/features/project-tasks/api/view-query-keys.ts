import { projectKeys } from '../../../common/api/project-query-keys';

/** Query keys of a project's task list and saved views, under the remote's `projects` key. */
export const viewKeys = {
  tasks: (projectId: string, query: object) => [...projectKeys.all, 'project-tasks', projectId, query] as const,
  views: (projectId: string) => [...projectKeys.all, 'saved-views', projectId] as const,
};
