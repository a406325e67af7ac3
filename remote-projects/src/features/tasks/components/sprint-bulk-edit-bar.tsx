import type { BulkTasksBody, ProjectPerson } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { useBulkEditTasks } from '../../../common/api/bulk-edit-tasks';
import { useSprints } from '../../../common/api/get-sprints';
import { BulkEditBar } from '../../../common/components/bulk-edit-bar';
import { projectsMessages } from '../../../messages/messages';

type SprintBulkEditBarProps = {
  sprintId: string;
  projectId: string;
  team: ProjectPerson[];
  selected: string[];
  onClear: () => void;
};

/** The selected tasks of a sprint moved to another open sprint or the backlog, reassigned, moved on or deleted. */
export function SprintBulkEditBar({ sprintId, projectId, team, selected, onClear }: SprintBulkEditBarProps) {
  const t = useMessages(projectsMessages);
  const { message } = App.useApp();
  const bulk = useBulkEditTasks(projectId);
  const projectSprints = useSprints(projectId, true);
  return (
    <BulkEditBar
      count={selected.length}
      sprints={(projectSprints.sprints.data?.items ?? []).filter(
        (each) => each.status !== 'completed' && each._id !== sprintId,
      )}
      toBacklog
      withStatus
      team={team}
      onClear={onClear}
      onApply={async (change) => {
        const result = await bulk.mutateAsync({ ...change, taskIds: selected } as BulkTasksBody);
        onClear();
        void message.success(
          change.action === 'delete'
            ? t('tasks.toast.bulkDeleted', { count: result.count })
            : t('tasks.toast.bulkUpdated', { count: result.count }),
        );
      }}
    />
  );
}
