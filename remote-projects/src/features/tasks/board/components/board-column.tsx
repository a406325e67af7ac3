import { useDroppable } from '@dnd-kit/core';
import type { Task, TaskStatusValue } from '@timely/contract';
import { Button, Flex, theme, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { BoardCard } from './board-card';
import { columnOfDrop, dropId, type Placement } from '../utils/board-moves';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../../../messages/messages';

type BoardColumnProps = {
  laneKey: string;
  status: TaskStatusValue;
  /** The column's name, for the drop area's label. */
  label: string;
  tasks: Task[];
  /** While a card is dragged: whether it may land here (null when nothing is dragged). */
  accepts: boolean | null;
  onPick: (task: Task, status: TaskStatusValue) => void;
  onRank?: (task: Task, direction: 'up' | 'down') => void;
  /** While a card of this column is dragged over another: that card and the side it would land on. */
  rankEdge?: { taskId: string; placement: Placement } | null;
  /** Past the column's WIP limit: the column warns (its header says by how much). */
  overLimit?: boolean;
  /** Quick-create at the foot of the column. */
  footer?: ReactNode;
};

/**
 * How many cards a column shows before "Show more": a 500-task sprint's columns hold 125 each, and
 * rendering every card at once kept the board from showing for seconds (bench:web). The column is the
 * drop target, so a card lands in it whether or not the column shows all of its cards.
 */
const COLUMN_PAGE = 30;

/** One status column of one lane: where a card is dropped. */
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
  const [limit, setLimit] = useState(COLUMN_PAGE);
  const hidden = tasks.length - limit;
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
        {tasks.slice(0, limit).map((task) => (
          <BoardCard
            key={task._id}
            task={task}
            laneKey={laneKey}
            dropEdge={rankEdge?.taskId === task._id ? rankEdge.placement : undefined}
            onPick={onPick}
            onRank={onRank}
          />
        ))}
        {hidden > 0 && (
          <Button size="small" type="dashed" onClick={() => setLimit((shown) => shown + COLUMN_PAGE)}>
            {hidden <= COLUMN_PAGE
              ? t('board.showMore', { count: hidden })
              : t('board.showMoreOf', { count: COLUMN_PAGE, total: hidden })}
          </Button>
        )}
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
