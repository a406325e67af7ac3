import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { projectKeys } from '../../../common/api/project-query-keys';
import { getTaskComments, getTaskDetail, getTaskHistory } from '../api/task-detail-api';

const taskDetailKeys = {
  detail: (id: string) => [...projectKeys.all, 'task', id] as const,
  comments: (id: string) => [...projectKeys.all, 'task', id, 'comments'] as const,
  history: (id: string) => [...projectKeys.all, 'task', id, 'history'] as const,
};

/** A task's page: the task with its project, sprint and team; its comments; its history. Any task change refetches all three. */
export function useTaskDetail(taskId: string) {
  const client = useApiClient();
  const detail = useEagerQuery({
    queryKey: taskDetailKeys.detail(taskId),
    queryFn: () => getTaskDetail(client, taskId),
  });
  const comments = useEagerQuery({
    queryKey: taskDetailKeys.comments(taskId),
    queryFn: () => getTaskComments(client, taskId),
  });
  const history = useEagerQuery({
    queryKey: taskDetailKeys.history(taskId),
    queryFn: () => getTaskHistory(client, taskId),
  });
  return { detail, comments, history };
}
