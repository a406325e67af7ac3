import type { Sprint, Task, TaskCard, ChangeTaskStatusBody } from '@timely/contract';
import { sessionUserAtom } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { useAtomValue } from 'jotai';
import { usePeerChoices } from '../../../common/api/get-peer-choices';
import { useSetTaskEta } from '../../../common/api/set-task-eta';
import { useStartSprint } from '../../../common/api/start-sprint';
import { CompleteTaskModal } from '../../../common/components/complete-task-modal';
import { EtaModal } from '../../../common/components/eta-modal';
import { StartSprintModal } from '../../../common/components/start-sprint-modal';
import { formatHours } from '../../../common/utils/format';
import { projectsMessages } from '../../../messages/messages';

type TaskStatusDialogsProps = {
  sprintId: string;
  /** The sprint to start, while its dialog is open. */
  starting: Sprint | null;
  onStopStarting: () => void;
  /** The task being completed (who helped, karma), while its dialog is open. */
  completing: TaskCard | null;
  onStopCompleting: () => void;
  onComplete: (task: TaskCard, body: ChangeTaskStatusBody) => Promise<unknown>;
  /** The task whose ETA is set, while its dialog is open. */
  eta: Task | null;
  onStopEta: () => void;
};

/** The dialogs that move work on: the sprint started, a task completed, a task's ETA set. */
export function TaskStatusDialogs(props: TaskStatusDialogsProps) {
  const { sprintId, starting, onStopStarting, completing, onStopCompleting, onComplete, eta, onStopEta } = props;
  const t = useMessages(projectsMessages);
  const { message } = App.useApp();
  const user = useAtomValue(sessionUserAtom);
  const peers = usePeerChoices(completing !== null);
  const saveEta = useSetTaskEta();
  const start = useStartSprint();
  return (
    <>
      <CompleteTaskModal
        task={completing}
        userId={user?._id ?? null}
        peers={(peers.data ?? []).filter((peer) => peer._id !== user?._id)}
        peersLoading={peers.isLoading}
        onClose={onStopCompleting}
        onComplete={onComplete}
      />
      <StartSprintModal
        sprint={starting}
        onClose={onStopStarting}
        onConfirm={async (_, body) => {
          const started = await start.mutateAsync({ id: sprintId, body });
          void message.success(
            t('sprints.started', { name: started.name, hours: formatHours(t, started.snapshot.committedHours) }),
          );
        }}
      />
      <EtaModal
        task={eta}
        onClose={onStopEta}
        onSave={async (task, body) => {
          const saved = await saveEta.mutateAsync({ id: task._id, body });
          void message.success(t('tasks.toast.etaSaved', { title: saved.title }));
        }}
      />
    </>
  );
}
