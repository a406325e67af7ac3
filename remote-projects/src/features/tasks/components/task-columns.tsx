import { LinkOutlined, WarningOutlined } from '@ant-design/icons';
import type { Task } from '@timely/contract';
import { portalHref, useMessages, type Translate } from '@timely/shared-ui';
import { pinnedColumn } from '@timely/shared-ui/antd-more';
import { Flex, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { TaskStructureTags } from '../../../common/components/task-structure-tags';
import { formatDay, formatHours } from '../../../common/utils/format';
import { taskStatusLabel } from '../../../common/utils/labels';
import { etaFlag, STATUS_COLOURS } from '../../../common/utils/task-look';
import { projectsMessages } from '../../../messages/messages';
import { TaskRowActions, type TaskHandlers } from './task-row-actions';

/** The task list's columns, the actions pinned at the end. */
export function useTaskColumns(handlers: TaskHandlers): TableColumnsType<Task> {
  const t = useMessages(projectsMessages);
  return [
    // no pinned title: on a phone a long title would cover half the table
    {
      title: t('tasks.column.task'),
      key: 'title',
      render: (_, row) => <TaskTitleCell task={row} />,
    },
    { title: t('taskForm.activity'), key: 'activity', render: (_, row) => row.activityType?.name ?? <Muted /> },
    { title: t('taskForm.function'), key: 'function', render: (_, row) => row.jobRole?.name ?? <Muted /> },
    {
      title: t('bulk.assignee'),
      key: 'assignee',
      render: (_, row) =>
        row.assignee?.name ?? <Typography.Text type="secondary">{t('taskForm.notAssigned')}</Typography.Text>,
    },
    {
      title: t('tasks.column.estimate'),
      key: 'estimate',
      align: 'right',
      render: (_, row) => formatHours(t, row.estimateHours),
    },
    {
      title: t('tasks.column.eta'),
      key: 'eta',
      render: (_, row) => <TaskEtaCell task={row} />,
    },
    {
      title: t('projects.column.status'),
      key: 'status',
      render: (_, row) => <TaskStatusCell task={row} />,
    },
    pinnedColumn<Task>('end', {
      title: t('projects.column.actions'),
      key: 'actions',
      render: (_, row) => <TaskRowActions task={row} {...handlers} />,
    }),
  ];
}

/** The task's title (its page), its link, its place in the structure and the start of its description. */
function TaskTitleCell({ task }: { task: Task }) {
  const t = useMessages(projectsMessages);
  return (
    <Flex vertical gap={2} style={{ minWidth: 140, maxWidth: 280 }}>
      <Flex gap={6} align="baseline">
        <Link to={portalHref('taskDetail', { taskId: task._id })} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {task.title}
        </Link>
        {task.link && (
          <Typography.Link
            href={task.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('tasks.linkOf', { title: task.title })}
          >
            <LinkOutlined aria-hidden />
          </Typography.Link>
        )}
      </Flex>
      <div>
        <TaskStructureTags task={task} />
      </div>
      {task.description && (
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 2, tooltip: task.description }}
          style={{ margin: 0, fontSize: 12 }}
        >
          {task.description}
        </Typography.Paragraph>
      )}
    </Flex>
  );
}

/** The predicted day, flagged when it looks late, with the optimistic and conservative days on hover. */
function TaskEtaCell({ task }: { task: Task }) {
  const t = useMessages(projectsMessages);
  if (!task.predictedDate) return <Muted />;
  const flag = etaFlag(t, task);
  return (
    <Tooltip
      title={t('tasks.etaTooltip', {
        flag: flag ?? 'none',
        optimistic: formatDay(task.optimisticDate),
        conservative: formatDay(task.conservativeDate),
      })}
    >
      <Typography.Text
        type={flag ? 'warning' : undefined}
        style={{ whiteSpace: 'nowrap' }}
        aria-label={t('tasks.etaLabel', {
          title: task.title,
          day: formatDay(task.predictedDate),
          flag: flag ?? 'none',
        })}
      >
        {flag && <WarningOutlined aria-hidden />} {formatDay(task.predictedDate)}
      </Typography.Text>
    </Tooltip>
  );
}

/** The task's status and, once done, who got its karma. */
function TaskStatusCell({ task }: { task: Task }) {
  const t = useMessages(projectsMessages);
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag color={STATUS_COLOURS[task.status]}>{taskStatusLabel(t, task.status)}</Tag>
      {task.karma && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <bdi>{karmaText(t, task.karma)}</bdi>
        </Typography.Text>
      )}
    </Flex>
  );
}

function Muted() {
  return <Typography.Text type="secondary">—</Typography.Text>;
}

/** "6 karma → Mia", or with a recognition "9 karma → Pat" (all of it) or "9 karma: 6 → Mia, 3 → Pat" (a part). */
function karmaText(t: Translate<typeof projectsMessages>, karma: NonNullable<Task['karma']>): string {
  const given = karma.recipient._id === karma.earnedBy._id ? 0 : karma.recognisedPoints;
  if (given <= 0) return t('karma.to', { points: karma.points, name: karma.earnedBy.name });
  if (given >= karma.points) return t('karma.to', { points: karma.points, name: karma.recipient.name });
  return t('karma.split', {
    points: karma.points,
    kept: Math.round((karma.points - given) * 100) / 100,
    earner: karma.earnedBy.name,
    given,
    recipient: karma.recipient.name,
  });
}
