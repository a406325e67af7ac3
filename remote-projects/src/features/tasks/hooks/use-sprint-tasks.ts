import { taskTabsFor } from '@timely/contract';
import { sessionUserAtom } from '@timely/shared-auth';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { useProject } from '../../../common/api/get-project';
import { useSprint } from '../api/get-sprint';
import { useTasks } from '../api/get-tasks';
import { usePrefetchSprintBoard } from '../board/api/get-sprint-board';
import { preloadSprintBoard } from '../board/components/lazy-sprint-board';
import { useTaskParams } from './use-task-params';

/**
 * The sprint of the URL with its project and, as a list, the tasks of the chosen tab, page and search; whether the
 * user may change it (not once completed) and the project's team.
 */
export function useSprintTasks(view: 'board' | 'list') {
  const { sprintId = '' } = useParams();
  const user = useAtomValue(sessionUserAtom);
  const tabs = taskTabsFor(user?.level ?? 'level1');
  // managers and admins open on every task; members on their own
  const params = useTaskParams(tabs, user?.level === 'level1' ? 'mine' : 'all');
  const sprint = useSprint(sprintId);
  usePrefetchSprintBoard(sprintId, view === 'board');
  // a failed download: the board's own render says so
  if (view === 'board') void preloadSprintBoard().catch(() => undefined);
  const project = useProject(sprint.data?.projectId ?? '');
  const tasks = useTasks(
    sprintId,
    { tab: params.tab, page: params.page, perPage: params.perPage, search: params.search },
    view === 'list',
  );
  const canManage = (sprint.data?.canManage ?? false) && sprint.data?.status !== 'completed';
  const team = project.data ? [...project.data.managers, ...project.data.members] : [];
  return { sprintId, tabs, params, sprint, project, tasks, canManage, team };
}
