import { HolderOutlined, WarningOutlined } from '@ant-design/icons';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { TaskCard, TaskStatusValue } from '@timely/contract';
import { Button, Tag, theme, Tooltip } from 'antd';
import { memo, useCallback, type CSSProperties, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { portalHref, useMessages } from '@timely/shared-ui';
import { formatDay, formatHours, formatPoints } from '../../../../common/utils/format';
import { etaFlag } from '../../../../common/utils/task-look';
import { flexStyle } from '../../../../common/utils/flex-style';
import { useCompanyLabels } from '../../../../common/api/get-company-options';
import { WorkItemBadges } from '../../../../common/components/work-item-look';
import { TaskStructureTags } from '../../../../common/components/task-structure-tags';
import { InitialAvatar } from '../../../../common/components/initial-avatar';
import { projectsMessages } from '../../../../messages/messages';
import { cardDropId, type Placement } from '../utils/board-moves';
import { CardMoveMenu } from './card-move-menu';

type BoardCardProps = {
  task: TaskCard;
  /** The swimlane the card is drawn in ('all' without lanes). */
  laneKey: string;
  /** While another card of the column is dragged over this one: the side it would land on. */
  dropEdge?: Placement;
  /** The moves a menu offers, for a keyboard or a touch screen (the grip also moves by keyboard). */
  onPick: (task: TaskCard, status: TaskStatusValue) => void;
  /** Up or down its column (managers; by the menu, or Alt+↑/↓ on the card's title or grip). */
  onRank?: (task: TaskCard, direction: 'up' | 'down') => void;
};

/**
 * A card below the window is not styled, laid out or painted until it nears the view (its box keeps the
 * last size it had, 120 px before it was ever drawn): a long column's cards cost little until seen.
 */
const OFFSCREEN_SKIPPED: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 120px' };

/** Alt+↑ / Alt+↓ on a card: up or down its column. */
function rankKeys(task: TaskCard, onRank: BoardCardProps['onRank']) {
  return (event: KeyboardEvent) => {
    if (!onRank || !task.canMove || !event.altKey || event.shiftKey) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    event.stopPropagation();
    onRank(task, event.key === 'ArrowUp' ? 'up' : 'down');
  };
}

/**
 * One task on the board: type, priority, labels, due date, assignee, estimate and ETA; dragged from anywhere,
 * moved by keyboard from its grip. For a manager it is also where a card of its column is dropped to rank it.
 */
export const BoardCard = memo(function BoardCard({ task, laneKey, dropEdge, onPick, onRank }: BoardCardProps) {
  const t = useMessages(projectsMessages);
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: task._id,
    data: { task, laneKey },
  });
  const { setNodeRef: setDropRef } = useDroppable({
    id: cardDropId(laneKey, task.status, task._id),
    data: { task },
    disabled: !onRank,
  });
  const setRefs = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node);
      setDropRef(node);
    },
    [setNodeRef, setDropRef],
  );
  // a line above or below the card: where the dragged one would land
  const edge = dropEdge && `0 ${dropEdge === 'before' ? -4 : 4}px 0 ${token.colorPrimary}`;
  return (
    <div
      ref={setRefs}
      {...listeners}
      data-testid={`card-${task._id}`}
      data-drop-edge={dropEdge}
      style={{
        ...OFFSCREEN_SKIPPED,
        opacity: isDragging ? 0.4 : 1,
        touchAction: 'manipulation',
        boxShadow: edge,
        borderRadius: token.borderRadius,
      }}
    >
      <CardBody
        task={task}
        onPick={onPick}
        onRank={onRank}
        grip={
          <Button
            ref={setActivatorNodeRef}
            {...attributes}
            onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
              rankKeys(task, onRank)(event);
              if (!event.defaultPrevented) listeners?.onKeyDown?.(event);
            }}
            type="text"
            size="small"
            icon={<HolderOutlined aria-hidden />}
            aria-label={t('board.moveNamed', { title: task.title })}
            style={{ cursor: 'grab' }}
          />
        }
      />
    </div>
  );
});

type CardBodyProps = Pick<BoardCardProps, 'task' | 'onPick' | 'onRank'> & {
  grip?: React.ReactNode;
  lifted?: boolean;
};

/** What a card shows; the drag overlay renders it too, lifted. */
export function CardBody({ task, onPick, onRank, grip, lifted = false }: CardBodyProps) {
  const t = useMessages(projectsMessages);
  const { token } = theme.useToken();
  const labels = useCompanyLabels();
  const flag = etaFlag(t, task);
  const secondary: CSSProperties = { color: token.colorTextDescription, fontSize: 12 };
  return (
    <div
      style={{ ...flexStyle({ vertical: true, gap: 6 }), ...cardStyle(token, lifted) }}
      data-card-status={task.status}
    >
      <div style={flexStyle({ justify: 'space-between', align: 'flex-start', gap: 4 })}>
        <Link
          to={portalHref('taskDetail', { taskId: task._id })}
          style={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          draggable={false}
          onKeyDown={rankKeys(task, onRank)}
        >
          {task.title}
        </Link>
        <div style={flexStyle({})}>
          <CardMoveMenu task={task} onPick={onPick} onRank={lifted ? undefined : onRank} />
          {grip}
        </div>
      </div>
      <WorkItemBadges task={task} labels={labels} />
      <div style={flexStyle({ gap: 6, align: 'center', wrap: true })}>
        {task.assignee ? (
          <>
            <InitialAvatar name={task.assignee.name} picture={task.assignee.profilePic} />
            <span style={{ fontSize: 12 }}>{task.assignee.name}</span>
          </>
        ) : (
          <span style={secondary}>{t('taskForm.notAssigned')}</span>
        )}
      </div>
      <div style={flexStyle({ gap: 6, align: 'center', wrap: true })}>
        <TaskStructureTags task={task} />
        <Tag
          style={{ marginInlineEnd: 0 }}
          aria-label={t('board.estimate', { hours: formatHours(t, task.estimateHours) })}
        >
          {formatHours(t, task.estimateHours)}
        </Tag>
        {task.storyPoints !== null && (
          <Tag
            color="blue"
            style={{ marginInlineEnd: 0 }}
            aria-label={t('board.storyPoints', { points: formatPoints(t, task.storyPoints) })}
          >
            {formatPoints(t, task.storyPoints)}
          </Tag>
        )}
        {task.jobRole && <span style={secondary}>{task.jobRole.name}</span>}
        {task.predictedDate && (
          <Tooltip
            title={
              flag ??
              t('tasks.etaTooltip', {
                flag: 'none',
                optimistic: formatDay(task.optimisticDate),
                conservative: formatDay(task.conservativeDate),
              })
            }
          >
            <span
              style={flag ? { ...secondary, color: token.colorWarning } : secondary}
              aria-label={t('board.eta', { day: formatDay(task.predictedDate), flag: flag ?? 'none' })}
            >
              {flag && <WarningOutlined aria-hidden />} {t('board.etaShort', { day: formatDay(task.predictedDate) })}
            </span>
          </Tooltip>
        )}
      </div>
    </div>
  );
}

/** A card's box; lifted while dragged. */
function cardStyle(token: ReturnType<typeof theme.useToken>['token'], lifted: boolean): CSSProperties {
  return {
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    padding: 10,
    boxShadow: lifted ? token.boxShadowSecondary : undefined,
    cursor: lifted ? 'grabbing' : 'grab',
  };
}
