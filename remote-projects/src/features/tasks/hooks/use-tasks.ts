import { keepPreviousData } from '@tanstack/react-query';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { projectKeys } from '../../../common/api/project-query-keys';
import { getProject } from '../../../common/api/projects-api';
import { getSprint, getTasks, type TaskListParams } from '../../../common/api/tasks-api';

const taskKeys = {
  sprint: (id: string) => [...projectKeys.all, 'sprint', id] as const,
  list: (sprintId: string, params: TaskListParams) => [...projectKeys.all, 'tasks', sprintId, params] as const,
};

/** The sprint (name, rights), its project (team) and one page of its tasks (not read while the board shows them). */
export function useTasks(sprintId: string, params: TaskListParams, withList = true) {
  const client = useApiClient();
  const sprint = useEagerQuery({ queryKey: taskKeys.sprint(sprintId), queryFn: () => getSprint(client, sprintId) });
  const projectId = sprint.data?.projectId ?? '';
  const project = useEagerQuery({
    queryKey: projectKeys.one(projectId),
    queryFn: () => getProject(client, projectId),
    enabled: Boolean(projectId),
  });
  const tasks = useEagerQuery({
    queryKey: taskKeys.list(sprintId, params),
    queryFn: () => getTasks(client, sprintId, params),
    placeholderData: keepPreviousData,
    enabled: withList,
  });
  return { sprint, project, tasks };
}
