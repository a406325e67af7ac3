import type { ProjectPerson, Task } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { useCompanyOptions } from '../../../common/api/get-company-options';
import { TaskFormDrawer } from '../../../common/components/task-form-drawer';
import { projectsMessages } from '../../../messages/messages';
import { useSaveTask } from '../api/save-task';

type TaskFormDialogProps = {
  sprintId: string;
  /** The drawer's state: closed, open on a new task (null), or on this one. */
  drawer: { open: boolean; task: Task | null };
  canManage: boolean;
  team: ProjectPerson[];
  onClose: () => void;
};

/** A new task of the sprint, or one of its tasks edited, with the company's functions and labels to choose from. */
export function TaskFormDialog({ sprintId, drawer, canManage, team, onClose }: TaskFormDialogProps) {
  const t = useMessages(projectsMessages);
  const { message } = App.useApp();
  const options = useCompanyOptions(canManage && drawer.open);
  const save = useSaveTask(sprintId);
  return (
    <TaskFormDrawer
      open={drawer.open}
      task={drawer.task}
      jobRoles={options.data?.jobRoles ?? []}
      team={team}
      labels={options.data?.labels ?? []}
      onClose={onClose}
      onSave={async (body) => {
        const saved = await save.mutateAsync({ id: drawer.task?._id ?? null, body });
        void message.success(t('projects.saved', { name: saved.title }));
      }}
    />
  );
}
