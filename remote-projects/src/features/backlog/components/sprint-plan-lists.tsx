import type { Sprint, SprintPlan, Task } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { App, Flex } from 'antd';
import type { ReactNode } from 'react';
import { QuickCreate } from '../../../common/components/quick-create';
import { projectsMessages } from '../../../messages/messages';
import { useCreateSprintTask } from '../api/create-backlog-task';
import type { PlanList } from '../utils/plan-moves';
import { SprintPlanList } from './sprint-plan-list';

type SprintPlanListsProps = {
  plan: SprintPlan[];
  lists: readonly PlanList[];
  canManage: boolean;
  filtered: boolean;
  onStart: (sprint: Sprint) => void;
  onShown: (shown: number) => void;
  rowsOf: (list: PlanList) => (task: Task, index: number) => ReactNode;
};

/** The open sprints above the backlog, each with its rows and a quick-create of its own. */
export function SprintPlanLists({ plan, lists, canManage, filtered, onStart, onShown, rowsOf }: SprintPlanListsProps) {
  const t = useMessages(projectsMessages);
  const { message } = App.useApp();
  const createInSprint = useCreateSprintTask();
  return (
    <Flex vertical gap={12} role="group" aria-label={t('backlog.sprintsToPlan')}>
      {plan.map((each, index) => (
        <SprintPlanList
          key={each.sprint._id}
          plan={each}
          canManage={canManage}
          filtered={filtered}
          onStart={() => onStart(each.sprint)}
          onShown={onShown}
          renderRow={rowsOf(lists[index]!)}
          quickCreate={
            <QuickCreate
              place={each.sprint.name}
              onCreate={async (title, estimateHours) => {
                await createInSprint.mutateAsync({ sprintId: each.sprint._id, body: { title, estimateHours } });
                void message.success(t('planning.addedTo', { title, place: each.sprint.name }));
              }}
            />
          }
        />
      ))}
    </Flex>
  );
}
