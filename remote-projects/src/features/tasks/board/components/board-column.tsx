import { useDroppable } from '@dnd-kit/core';
import type { TaskCard, TaskStatusValue } from '@timely/contract';
import { Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BoardCard } from './board-card';
import { columnOfDrop, dropId, type Placement } from '../utils/board-moves';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../../../messages/messages';
import { ShowMoreButton, useShownSlice } from '../../../../common/components/show-more';

type BoardColumnProps = {
  laneKey: string;
  status: TaskStatusValue;
  /** The column's name, for the drop area's label. */
  label: string;
  tasks: TaskCard[];
  /** While a card is dragged: whether it may land here (null when nothing is dragged). */
  accepts: boolean | null;
  onPick: (task: TaskCard, status: TaskStatusValue) => void;
  onRank?: (task: TaskCard, direction: 'up' | 'down') => void;
  /** While a card of this column is dragged over another: that card and the side it would land on. */
  rankEdge?: { taskId: string; placement: Placement } | null;
  /** Past the column's WIP limit: the column warns (its header says by how much). */
  overLimit?: boolean;
  /** Quick-create at the foot of the column. */
  footer?: ReactNode;
};

/**
 * One status column of one lane: where a card is dropped. A long column shows its first cards and "Show
 * more"; the column is the drop target, so a card lands in it whether or not all of its cards show.
 */
export function BoardColumn({
  laneKey,
  status,
  label,
  tasks,
  accepts,
  onPick,
  onRank,
  rankEdge = null,
  overLimit = false,
  footer,
}: BoardColumnProps) {
  const t = useMessages(projectsMessages);
  const { token } = theme.useToken();
  const { shown, hidden, showMore } = useShownSlice(tasks);
  const id = dropId(laneKey, status);
  const { setNodeRef, over } = useDroppable({ id, data: { status } });
  // over the column or over one of its cards (a manager's cards are drop targets for ranking too)
  const isOver = over !== null && columnOfDrop(String(over.id)) === id;
  const border = isOver
    ? accepts
      ? token.colorPrimary
      : token.colorError
    : overLimit
      ? token.colorErrorBorder
      : 'transparent';
  return (
    <section
      ref={setNodeRef}
      aria-label={label}
      data-board-column={status}
      data-over-limit={overLimit || undefined}
      style={{
        background: overLimit ? token.colorErrorBg : token.colorFillTertiary,
        borderRadius: token.borderRadiusLG,
        border: `2px dashed ${border}`,
        padding: 8,
        minHeight: 96,
        opacity: accepts === false ? 0.55 : 1,
        transition: 'opacity 120ms, border-color 120ms',
      }}
    >
      <Flex vertical gap={8}>
        {shown.map((task) => (
          <BoardCard
            key={task._id}
            task={task}
            laneKey={laneKey}
            dropEdge={rankEdge?.taskId === task._id ? rankEdge.placement : undefined}
            onPick={onPick}
            onRank={onRank}
          />
        ))}
        <ShowMoreButton hidden={hidden} onClick={showMore} />
        {tasks.length === 0 && !footer && (
          <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center', padding: 8 }}>
            {t('board.noTasks')}
          </Typography.Text>
        )}
        {footer}
      </Flex>
    </section>
  );
}
