import type { Task } from '@timely/contract';
import { sessionUserAtom } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { useAtomValue } from 'jotai';
import { useChangeTaskStatus } from '../../../common/api/change-task-status';
import { usePeerChoices } from '../../../common/api/get-peer-choices';
import { useSetTaskEta } from '../../../common/api/set-task-eta';
import { CompleteTaskModal } from '../../../common/components/complete-task-modal';
import { EtaModal } from '../../../common/components/eta-modal';
import { completionToast } from '../../../common/utils/completion-toast';
import { projectsMessages } from '../../../messages/messages';

type TaskDetailDialogsProps = {
  taskId: string;
  /** The task whose ETA is set, while its dialog is open. */
  settingEta: Task | null;
  onStopEta: () => void;
  /** The task being completed (who helped, karma), while its dialog is open. */
  completing: Task | null;
  onStopCompleting: () => void;
};

/** The task's ETA set, and the task completed with who helped. */
export function TaskDetailDialogs({
  taskId,
  settingEta,
  onStopEta,
  completing,
  onStopCompleting,
}: TaskDetailDialogsProps) {
  const t = useMessages(projectsMessages);
  const { message } = App.useApp();
  const user = useAtomValue(sessionUserAtom);
  const peers = usePeerChoices(completing !== null);
  const move = useChangeTaskStatus();
  const eta = useSetTaskEta();
  return (
    <>
      <EtaModal
        task={settingEta}
        onClose={onStopEta}
        onSave={async (_, body) => {
          const saved = await eta.mutateAsync({ id: taskId, body });
          void message.success(t('tasks.toast.etaSaved', { title: saved.title }));
        }}
      />
      <CompleteTaskModal
        task={completing}
        userId={user?._id ?? null}
        peers={(peers.data ?? []).filter((peer) => peer._id !== user?._id)}
        peersLoading={peers.isLoading}
        onClose={onStopCompleting}
        onComplete={async (_, body) => {
          const result = await move.mutateAsync({ id: taskId, body });
          void message.success(completionToast(t, result.task));
        }}
      />
    </>
  );
}
