import type { ProjectPerson, Sprint } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { useCompanyOptions } from '../../../common/api/get-company-options';
import { useSaveSprint } from '../../../common/api/save-sprint';
import { useStartSprint } from '../../../common/api/start-sprint';
import { SprintFormDrawer } from '../../../common/components/sprint-form-drawer';
import { StartSprintModal } from '../../../common/components/start-sprint-modal';
import { TaskFormDrawer } from '../../../common/components/task-form-drawer';
import { projectsMessages } from '../../../messages/messages';
import { useCreateBacklogTask } from '../api/create-backlog-task';

type BacklogDialogsProps = {
  projectId: string;
  team: ProjectPerson[];
  nextNumber: number;
  creating: boolean;
  onCloseCreating: () => void;
  creatingSprint: boolean;
  onCloseCreatingSprint: () => void;
  starting: Sprint | null;
  onCloseStarting: () => void;
};

/** The planning page's new task and new sprint drawers and its start sprint modal, each saving with a toast. */
export function BacklogDialogs(props: BacklogDialogsProps) {
  const { projectId, team, nextNumber, creating, creatingSprint, starting } = props;
  const t = useMessages(projectsMessages);
  const { message } = App.useApp();
  const options = useCompanyOptions(creating);
  const create = useCreateBacklogTask(projectId);
  const saveSprint = useSaveSprint(projectId);
  const start = useStartSprint();
  return (
    <>
      <TaskFormDrawer
        open={creating}
        task={null}
        jobRoles={options.data?.jobRoles ?? []}
        team={team}
        labels={options.data?.labels ?? []}
        onClose={props.onCloseCreating}
        onSave={async (body) => {
          const saved = await create.mutateAsync(body);
          void message.success(t('backlog.added', { title: saved.title }));
        }}
      />
      <SprintFormDrawer
        open={creatingSprint}
        sprint={null}
        nextNumber={nextNumber}
        onClose={props.onCloseCreatingSprint}
        onSave={async (body) => {
          const saved = await saveSprint.mutateAsync({ id: null, body });
          void message.success(t('projects.saved', { name: saved.name }));
        }}
      />
      <StartSprintModal
        sprint={starting}
        onClose={props.onCloseStarting}
        onConfirm={async (sprint, body) => {
          await start.mutateAsync({ id: sprint._id, body });
          void message.success(t('planning.started', { name: sprint.name }));
        }}
      />
    </>
  );
}
