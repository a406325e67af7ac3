import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  BookOutlined,
  BugOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ExclamationCircleOutlined,
  MinusOutlined,
  PauseOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { Label, Task, TaskCard, TaskPriority, TaskType } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { formatDay } from '../utils/format';
import { flexStyle } from '../utils/flex-style';
import { projectsMessages } from '../../messages/messages';

/** Each type has its own shape, so it reads without its colour. */
const TYPE_ICONS: Record<TaskType, ReactNode> = {
  story: <BookOutlined aria-hidden />,
  bug: <BugOutlined aria-hidden />,
  task: <CheckSquareOutlined aria-hidden />,
  chore: <ToolOutlined aria-hidden />,
};

/** Each priority has its own shape as well as its colour (an antd token, so dark theme follows). */
const PRIORITY_ICONS: Record<TaskPriority, ReactNode> = {
  urgent: <ExclamationCircleOutlined aria-hidden />,
  high: <ArrowUpOutlined aria-hidden />,
  medium: <PauseOutlined aria-hidden rotate={90} />,
  low: <ArrowDownOutlined aria-hidden />,
  none: <MinusOutlined aria-hidden />,
};

function usePriorityColour(priority: TaskPriority): string {
  const { token } = theme.useToken();
  return {
    urgent: token.colorError,
    high: token.colorWarning,
    medium: token.colorInfo,
    low: token.colorTextSecondary,
    none: token.colorTextTertiary,
  }[priority];
}

function useTypeColour(type: TaskType): string {
  const { token } = theme.useToken();
  return { story: token.colorSuccess, bug: token.colorError, task: token.colorInfo, chore: token.colorTextSecondary }[
    type
  ];
}

/**
 * A type's icon and, unless `compact`, its name; the compact icon says its name to a screen reader and on
 * hover (the browser's own title: a card or row draws one each, by the hundred).
 */
export function TaskTypeBadge({ type, compact = false }: { type: TaskType; compact?: boolean }) {
  const t = useMessages(projectsMessages);
  const colour = useTypeColour(type);
  const name = t(`fields.type.${type}` as const);
  if (compact)
    return (
      <span
        role="img"
        aria-label={t('fields.typeOf', { type: name })}
        title={t('fields.typeOf', { type: name })}
        style={{ color: colour }}
      >
        {TYPE_ICONS[type]}
      </span>
    );
  return (
    <span style={flexStyle({ gap: 6, align: 'center' })}>
      <span aria-hidden style={{ color: colour }}>
        {TYPE_ICONS[type]}
      </span>
      {name}
    </span>
  );
}

/** A priority's icon and its name (icon and text, never colour alone); `compact` shortens "No priority" to nothing. */
export function PriorityBadge({ priority, compact = false }: { priority: TaskPriority; compact?: boolean }) {
  const t = useMessages(projectsMessages);
  const colour = usePriorityColour(priority);
  const name = t(`fields.priority.${priority}` as const);
  if (compact && priority === 'none') return null;
  return (
    <span
      aria-label={compact ? t('fields.priorityOf', { priority: name }) : undefined}
      style={{ ...flexStyle({ gap: 4, align: 'center' }), fontSize: compact ? 12 : undefined }}
    >
      <span aria-hidden style={{ color: colour }}>
        {PRIORITY_ICONS[priority]}
      </span>
      <span aria-hidden={compact || undefined}>{name}</span>
    </span>
  );
}

/** The task's labels as tags with their colour as a dot and a border: the name stays readable in both themes. */
export function LabelTags({ labelIds, labels }: { labelIds: string[]; labels: Label[] }) {
  const t = useMessages(projectsMessages);
  const byId = new Map(labels.map((label) => [label._id, label]));
  const shown = labelIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  if (!shown.length) return null;
  return (
    <span
      style={flexStyle({ gap: 4, wrap: true })}
      role="list"
      aria-label={t('fields.labelsOf', { names: shown.map((label) => label.name).join(', ') })}
    >
      {shown.map((label) => (
        <Tag
          key={label._id}
          role="listitem"
          style={{ marginInlineEnd: 0, borderColor: label.colour, fontSize: 12 }}
          translate="no"
        >
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 8,
              height: 8,
              borderRadius: '50%',
              background: label.colour,
              marginInlineEnd: 4,
            }}
          />
          {label.name}
        </Tag>
      ))}
    </span>
  );
}

/** Whether a task is past its due date: a day before today (the reader's), not completed. */
export function isOverdue(task: Pick<Task, 'dueDate' | 'status'>, today: string): boolean {
  return Boolean(task.dueDate) && task.status !== 'completed' && task.dueDate! < today;
}

/** The reader's today as YYYY-MM-DD, in their own time zone. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The due date; once past, in the error colour and said in words ("Overdue: due …"), not by colour alone. */
export function DueDate({ task, today = localToday() }: { task: Pick<Task, 'dueDate' | 'status'>; today?: string }) {
  const t = useMessages(projectsMessages);
  const { token } = theme.useToken();
  if (!task.dueDate) return null;
  const overdue = isOverdue(task, today);
  return (
    <span style={{ color: overdue ? token.colorError : token.colorTextDescription, fontSize: 12 }}>
      <CalendarOutlined aria-hidden />{' '}
      {overdue
        ? t('fields.overdue', { day: formatDay(task.dueDate) })
        : t('fields.due', { day: formatDay(task.dueDate) })}
    </span>
  );
}

/** The compact row of a board card or backlog row: type icon, priority, labels and due date. */
export function WorkItemBadges({ task, labels }: { task: TaskCard; labels: Label[] }) {
  return (
    <div style={flexStyle({ gap: 6, align: 'center', wrap: true })}>
      <TaskTypeBadge type={task.type} compact />
      <PriorityBadge priority={task.priority} compact />
      <LabelTags labelIds={task.labelIds} labels={labels} />
      <DueDate task={task} />
    </div>
  );
}
