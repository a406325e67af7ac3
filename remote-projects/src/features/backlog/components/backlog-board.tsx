import type { BacklogPage, ProjectPerson, Sprint, Task } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../../messages/messages';
import type { useBacklogFilters } from '../hooks/use-backlog-filters';
import { usePlanMoves } from '../hooks/use-plan-moves';
import type { useTaskSelection } from '../hooks/use-task-selection';
import type { PlanList } from '../utils/plan-moves';
import { BacklogCard } from './backlog-card';
import { BacklogRow } from './backlog-row';
import { PlanDndContext } from './plan-dnd-context';
import { SprintPlanLists } from './sprint-plan-lists';

type BacklogBoardProps = {
  projectId: string;
  data: BacklogPage;
  team: ProjectPerson[];
  filters: ReturnType<typeof useBacklogFilters>;
  selection: ReturnType<typeof useTaskSelection>;
  onStart: (sprint: Sprint) => void;
  /** A sprint list now shows this many rows: its tasks are to be sent a page beyond. */
  onPlanShown: (shown: number) => void;
};

/** The open sprints and the backlog as one plan, its tasks moved among them by drag, keys or menu. */
export function BacklogBoard({ projectId, data, team, filters, selection, onStart, onPlanShown }: BacklogBoardProps) {
  const t = useMessages(projectsMessages);
  const canManage = data.canManage;
  const { lists, onKeyMove, onMenu, menuOf, onDragEnd } = usePlanMoves(data);
  const rowsOf = (list: PlanList) => (task: Task, index: number) => (
    <BacklogRow
      key={task._id}
      task={task}
      listKey={list.key}
      canManage={canManage}
      selected={selection.selected.has(task._id)}
      menu={menuOf(list, index)}
      onSelect={selection.select}
      onMenu={onMenu}
      onKeyMove={onKeyMove}
    />
  );
  const inSprints = data.plan.reduce((sum, plan) => sum + plan.totals.tasks, 0);
  const emptyText = filters.active
    ? t('planning.noMatch')
    : inSprints > 0
      ? t('backlog.empty')
      : canManage
        ? t('planning.noTasksYet')
        : t('planning.noTasksYetReader');
  return (
    <PlanDndContext lists={lists} onDragEnd={onDragEnd}>
      {data.plan.length > 0 && (
        <SprintPlanLists
          plan={data.plan}
          lists={lists}
          canManage={canManage}
          filtered={filters.active}
          onStart={onStart}
          onShown={onPlanShown}
          rowsOf={rowsOf}
        />
      )}
      <BacklogCard
        projectId={projectId}
        data={data}
        team={team}
        canManage={canManage}
        filters={filters}
        selected={selection.selected}
        onClearSelection={selection.clear}
        emptyText={emptyText}
        renderRow={rowsOf(lists[lists.length - 1]!)}
      />
    </PlanDndContext>
  );
}
