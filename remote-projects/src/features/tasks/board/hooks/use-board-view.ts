import type { Sprint, TaskStatusValue } from '@timely/contract';
import { sessionUserAtom } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useCompanyLabels } from '../../../../common/api/get-company-options';
import { useEpics } from '../../../../common/api/get-epics';
import { projectsMessages } from '../../../../messages/messages';
import { useSprintBoard } from '../api/get-sprint-board';
import { LANE_GROUPINGS, type Lane, type LaneLabels } from '../utils/board-lanes';
import { byStatus, filterTasks } from '../utils/board-moves';
import { useBoardFilters } from './use-board-filters';

/**
 * The sprint's cards as the board shows them: filtered, in lanes when grouped, counted per column, with the WIP
 * limits and whether the user may manage the board.
 */
export function useBoardView(sprint: Sprint) {
  const t = useMessages(projectsMessages);
  const me = useAtomValue(sessionUserAtom)?._id ?? null;
  const board = useSprintBoard(sprint._id);
  const { filters, lanes: grouping, setFilters, clearFilters } = useBoardFilters();
  const labels = useCompanyLabels();
  // the epics only name the filter's and the lanes' choices: asked for once the cards are in, so the
  // embedded database answers the board first
  const epics = useEpics(sprint.projectId, board.data !== undefined);
  const tasks = useMemo(() => board.data?.items ?? [], [board.data]);
  const shown = useMemo(() => filterTasks(tasks, filters, me), [tasks, filters, me]);
  const laneLabels = useMemo<LaneLabels>(
    () => ({
      unassigned: t('taskForm.notAssigned'),
      noEpic: t('structure.noEpic'),
      priority: (priority) => t(`fields.priority.${priority}` as const),
    }),
    [t],
  );
  const lanes: Lane[] = useMemo(
    () => (grouping ? LANE_GROUPINGS[grouping](shown, laneLabels) : [{ key: 'all', title: '', tasks: shown }]),
    [shown, grouping, laneLabels],
  );
  const counts = useMemo(() => byStatus(shown), [shown]);
  // the WIP limit counts every card of the column, whatever the filters show
  const held = useMemo(() => byStatus(tasks), [tasks]);
  const limits = board.data?.wipLimits ?? {};
  const overLimit = (status: TaskStatusValue) => {
    const limit = limits[status];
    return typeof limit === 'number' && held[status].length > limit;
  };
  return {
    board,
    filters,
    grouping,
    setFilters,
    clearFilters,
    labels,
    epics,
    tasks,
    lanes,
    counts,
    held,
    limits,
    overLimit,
    canManage: (board.data?.canManage ?? false) && sprint.status !== 'completed',
  };
}
