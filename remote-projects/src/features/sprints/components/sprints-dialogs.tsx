import type { Sprint } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { useSaveSprint } from '../../../common/api/save-sprint';
import { useStartSprint } from '../../../common/api/start-sprint';
import { SprintFormDrawer } from '../../../common/components/sprint-form-drawer';
import { StartSprintModal } from '../../../common/components/start-sprint-modal';
import { formatHours, formatScore } from '../../../common/utils/format';
import { projectsMessages } from '../../../messages/messages';
import { useCloseSprint } from '../api/close-sprint';
import { CloseSprintModal } from './close-sprint-modal';

type SprintsDialogsProps = {
  projectId: string;
  nextNumber: number;
  drawer: { open: boolean; sprint: Sprint | null };
  onCloseDrawer: () => void;
  closing: Sprint | null;
  onCloseClosing: () => void;
  starting: Sprint | null;
  onCloseStarting: () => void;
};

/** The sprints page's new or edit drawer, close modal and start modal, each saying what it did in a toast. */
export function SprintsDialogs(props: SprintsDialogsProps) {
  const { projectId, nextNumber, drawer, closing, starting } = props;
  const t = useMessages(projectsMessages);
  const { message } = App.useApp();
  const save = useSaveSprint(projectId);
  const close = useCloseSprint();
  const start = useStartSprint();
  return (
    <>
      <SprintFormDrawer
        open={drawer.open}
        sprint={drawer.sprint}
        nextNumber={nextNumber}
        onClose={props.onCloseDrawer}
        onSave={async (body) => {
          const saved = await save.mutateAsync({ id: drawer.sprint?._id ?? null, body });
          void message.success(t('projects.saved', { name: saved.name }));
        }}
      />
      <CloseSprintModal
        sprint={closing}
        onClose={props.onCloseClosing}
        onConfirm={async (sprint, unfinishedTo) => {
          const result = await close.mutateAsync({ sprint, unfinishedTo });
          const closed = t('sprints.closed', {
            name: result.sprint.name,
            score: formatScore(result.sprint.snapshot.score),
          });
          const moved = !result.movedTasks
            ? ''
            : result.movedTo === 'next'
              ? t('sprints.movedToNext', { count: result.movedTasks })
              : t('sprints.movedToBacklog', { count: result.movedTasks });
          void message.success(`${closed}${moved}`);
        }}
      />
      <StartSprintModal
        sprint={starting}
        onClose={props.onCloseStarting}
        onConfirm={async (sprint, body) => {
          const started = await start.mutateAsync({ id: sprint._id, body });
          void message.success(
            t('sprints.started', { name: started.name, hours: formatHours(t, started.snapshot.committedHours) }),
          );
        }}
      />
    </>
  );
}
