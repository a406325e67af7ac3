import type { Sprint, TaskCard, TaskStatusValue } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { projectsMessages } from '../../../messages/messages';
import { useSaveTask } from '../api/save-task';
import { LazySprintBoard } from '../board/components/lazy-sprint-board';

type SprintBoardViewProps = {
  sprintId: string;
  sprint: Sprint;
  onMove: (task: TaskCard, status: TaskStatusValue) => Promise<unknown>;
  onComplete: (task: TaskCard) => void;
};

/** The sprint as a board, where a task is also added by its title and estimate. */
export function SprintBoardView({ sprintId, sprint, onMove, onComplete }: SprintBoardViewProps) {
  const t = useMessages(projectsMessages);
  const { message } = App.useApp();
  const save = useSaveTask(sprintId);
  return (
    <LazySprintBoard
      sprint={sprint}
      onMove={onMove}
      onComplete={onComplete}
      onCreate={async (title, estimateHours) => {
        await save.mutateAsync({ id: null, body: { title, estimateHours } });
        void message.success(t('planning.addedTo', { title, place: sprint.name }));
      }}
    />
  );
}
