import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Task } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Checkbox } from '@timely/shared-ui/antd-more';
import { Button, theme } from 'antd';
import { memo, type KeyboardEvent } from 'react';
import { flexStyle } from '../../../common/utils/flex-style';
import { projectsMessages } from '../../../messages/messages';
import { keyMoveOf, type KeyMove } from '../utils/plan-moves';
import { BacklogRowMenu, BacklogRowSize, BacklogRowSummary, type RowMenuEntry } from './backlog-row-parts';

type BacklogRowProps = {
  task: Task;
  /** The list it is in (for the drag and drop). */
  listKey: string;
  canManage: boolean;
  selected: boolean;
  /** What the ⋯ menu offers for this task. */
  menu: RowMenuEntry[];
  onSelect: (taskId: string, selected: boolean) => void;
  onMenu: (task: Task, key: string) => void;
  onKeyMove: (task: Task, move: KeyMove) => void;
};

/**
 * One task of the backlog or of a sprint list: dragged by its grip (mouse, touch or keyboard) to reorder it
 * or into another list; with the focus on its grip, title or ⋯ button, Alt+↑/↓ reorders it and
 * Alt+Shift+↑/↓ moves it into the list above or below; its ⋯ menu does both too.
 */
export const BacklogRow = memo(function BacklogRow({
  task,
  listKey,
  canManage,
  selected,
  menu,
  onSelect,
  onMenu,
  onKeyMove,
}: BacklogRowProps) {
  const t = useMessages(projectsMessages);
  const { token } = theme.useToken();
  const movable = canManage && task.canMove;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task._id,
    data: { task, listKey },
    disabled: !movable,
  });
  const onKeyDown = (event: KeyboardEvent) => {
    const move = movable ? keyMoveOf(event) : null;
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    onKeyMove(task, move);
  };
  return (
    <li
      ref={setNodeRef}
      data-task-row={task._id}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        listStyle: 'none',
        // a row below the window is not styled, laid out or painted until it nears the view
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 72px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: '8px 4px',
      }}
    >
      <div style={flexStyle({ gap: 8, align: 'center' })}>
        {canManage && (
          <>
            <Button
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
                onKeyDown(event);
                if (!event.defaultPrevented) listeners?.onKeyDown?.(event);
              }}
              type="text"
              size="small"
              icon={<HolderOutlined aria-hidden />}
              aria-label={t('board.moveNamed', { title: task.title })}
              aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Alt+Shift+ArrowUp Alt+Shift+ArrowDown"
              disabled={!task.canMove}
              style={{ cursor: 'grab', touchAction: 'none' }}
            />
            <Checkbox
              checked={selected}
              onChange={(event) => onSelect(task._id, event.target.checked)}
              aria-label={t('tasks.select', { title: task.title })}
            />
          </>
        )}
        <BacklogRowSummary task={task} onKeyDown={onKeyDown} />
        <BacklogRowSize task={task} />
        {movable && menu.length > 0 && <BacklogRowMenu task={task} menu={menu} onMenu={onMenu} onKeyDown={onKeyDown} />}
      </div>
    </li>
  );
});
