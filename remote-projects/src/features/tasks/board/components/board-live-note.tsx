import type { TaskStatusValue } from '@timely/contract';
import { useLiveChange } from '@timely/shared-auth/live';
import { useMessages } from '@timely/shared-ui';
import { Typography } from 'antd';
import { taskStatusLabel } from '../../../../common/utils/labels';
import { projectsMessages } from '../../../../messages/messages';

const MOVES = new Set(['task.status_changed', 'task.completed', 'task.moved']);
/** How long the note stays after the change (ms): long enough to read, not a history. */
const SHOWN_MS = 60_000;

/**
 * A quiet line above the board when someone else moves one of its cards (the live stream, which also
 * refreshes the board): "Max Manager moved Login page to In progress". Read out politely by screen readers.
 */
export function BoardLiveNote({ sprintId }: { sprintId: string }) {
  const t = useMessages(projectsMessages);
  const change = useLiveChange();
  const shown =
    change?.actor &&
    change.task &&
    change.sprintId === sprintId &&
    MOVES.has(change.kind) &&
    Date.now() - change.receivedAt < SHOWN_MS;
  return (
    // a log, not a status: always there so that what is added is read out, and never taken for a loading state
    <Typography.Text type="secondary" role="log" aria-live="polite" data-testid="board-live-note">
      {shown
        ? change.kind === 'task.moved' || !change.task!.status
          ? t('board.live.reordered', { name: change.actor!.name, title: change.task!.title })
          : t('board.live.moved', {
              name: change.actor!.name,
              title: change.task!.title,
              status: taskStatusLabel(t, change.task!.status as TaskStatusValue),
            })
        : null}
    </Typography.Text>
  );
}
