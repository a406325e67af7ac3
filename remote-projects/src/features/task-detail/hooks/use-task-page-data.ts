import { useCompanyOptions } from '../../../common/api/get-company-options';
import { useEpics } from '../../../common/api/get-epics';
import { useSprints } from '../../../common/api/get-sprints';
import { useTaskComments } from '../api/get-task-comments';
import { useTaskDetail } from '../api/get-task-detail';
import { useTaskHistory } from '../api/get-task-history';
import { useTaskStructure } from '../api/get-task-structure';
import { useTaskWatchers } from '../api/get-task-watchers';

/**
 * Everything the task's page reads, asked for at once: the task with its project and team, its comments,
 * history, watchers and structure, the project's epics, and for managers the company's functions and the
 * project's sprints.
 */
export function useTaskPageData(taskId: string) {
  const detail = useTaskDetail(taskId);
  const comments = useTaskComments(taskId);
  const history = useTaskHistory(taskId);
  const watchers = useTaskWatchers(taskId);
  const task = detail.data?.task;
  const options = useCompanyOptions(task?.canEdit ?? false);
  const { sprints } = useSprints(task?.projectId ?? '', task?.canMove ?? false);
  const structure = useTaskStructure(taskId);
  const epics = useEpics(task?.projectId ?? '');
  return { detail, comments, history, watchers, options, sprints, structure, epics };
}
