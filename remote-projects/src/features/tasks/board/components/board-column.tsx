import { useDroppable } from '@dnd-kit/core';
import type { Task, TaskStatusValue } from '@timely/mock-server/contract';
import { Flex, theme, Typography } from 'antd';
import { BoardCard } from './board-card';
import { dropId } from '../utils/board-moves';

type BoardColumnProps = {
  laneKey: string;
  status: TaskStatusValue;
  /** The column's name, for the drop area's label. */
  label: string;
  tasks: Task[];
  /** While a card is dragged: whether it may land here (null when nothing is dragged). */
  accepts: boolean | null;
  onPick: (task: Task, status: TaskStatusValue) => void;
};

/** One status column of one lane: where a card is dropped. */
export function BoardColumn({ laneKey, status, label, tasks, accepts, onPick }: BoardColumnProps) {
  const { token } = theme.useToken();
  const { setNodeRef, isOver } = useDroppable({ id: dropId(laneKey, status), data: { status } });
  const border = isOver ? (accepts ? token.colorPrimary : token.colorError) : 'transparent';
  return (
    <section
      ref={setNodeRef}
      aria-label={label}
      data-board-column={status}
      style={{
        background: token.colorFillTertiary,
        borderRadius: token.borderRadiusLG,
        border: `2px dashed ${border}`,
        padding: 8,
        minHeight: 96,
        opacity: accepts === false ? 0.55 : 1,
        transition: 'opacity 120ms, border-color 120ms',
      }}
    >
      <Flex vertical gap={8}>
        {tasks.map((task) => (
          <BoardCard key={task._id} task={task} onPick={onPick} />
        ))}
        {tasks.length === 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center', padding: 8 }}>
            No tasks
          </Typography.Text>
        )}
      </Flex>
    </section>
  );
}
