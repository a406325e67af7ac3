import type { TaskCard, TaskStatusValue } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Button, Dropdown } from 'antd';
import { taskStatusLabel } from '../../../../common/utils/labels';
import { projectsMessages } from '../../../../messages/messages';

type CardMoveMenuProps = {
  task: TaskCard;
  onPick: (task: TaskCard, status: TaskStatusValue) => void;
  /** Up or down its column (managers; none on a lifted card). */
  onRank?: (task: TaskCard, direction: 'up' | 'down') => void;
};

/** A card's moves as a menu, for a keyboard or a touch screen: to the statuses it may go to, up or down its column. */
export function CardMoveMenu({ task, onPick, onRank }: CardMoveMenuProps) {
  const t = useMessages(projectsMessages);
  const statusMoves = task.nextStatuses.filter((status) => status !== task.status);
  const ranks = onRank && task.canMove ? (['up', 'down'] as const) : [];
  if (statusMoves.length + ranks.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          ...statusMoves.map((status) => ({
            key: status,
            label: t('board.moveTo', { status: taskStatusLabel(t, status) }),
          })),
          ...ranks.map((direction) => ({
            key: `rank:${direction}`,
            label: t(direction === 'up' ? 'board.rankUp' : 'board.rankDown'),
          })),
        ],
        onClick: ({ key, domEvent }) => {
          // Enter on an item must not also press the first button of the dialog it opens (the key's default action lands there)
          domEvent.preventDefault();
          if (key === 'rank:up' || key === 'rank:down') return onRank?.(task, key === 'rank:up' ? 'up' : 'down');
          onPick(task, key as TaskStatusValue);
        },
      }}
    >
      <Button
        type="text"
        size="small"
        aria-label={t('board.statusOf', { title: task.title })}
        onPointerDown={(event) => event.stopPropagation()}
      >
        ⋯
      </Button>
    </Dropdown>
  );
}
