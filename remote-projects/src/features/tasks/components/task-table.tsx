import type { Task, TaskStatusValue } from '@timely/contract';
import { taskStatusLabel } from '../../../common/utils/labels';
import { LinkOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Tag, Tooltip, Typography, type TablePaginationConfig } from 'antd';
import { pinnedColumn, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { etaFlag, STATUS_COLOURS } from '../../../common/utils/task-look';
import { formatDay, formatHours } from '../../../common/utils/format';
import { ClickPopconfirm, portalHref, useMessages, type Translate } from '@timely/shared-ui';
import { Link } from 'react-router-dom';
import { TaskStructureTags } from '../../../common/components/task-structure-tags';
import { projectsMessages } from '../../../messages/messages';

type TaskTableProps = {
  rows: Task[];
  loading: boolean;
  pagination: TablePaginationConfig;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => Promise<unknown>;
  onMove: (task: Task, status: TaskStatusValue) => void;
  onEta: (task: Task) => void;
  onTake: (task: Task) => void;
  /** Managers pick rows for a bulk edit. */
  selection?: { keys: string[]; onChange: (keys: string[]) => void };
};

const MOVE_LABELS = {
  not_started: 'tasks.move.not_started',
  in_progress: 'tasks.move.in_progress',
  stuck: 'tasks.move.stuck',
  completed: 'tasks.move.completed',
} as const satisfies Record<TaskStatusValue, string>;

/**
 * the screens' docs in docs/'s task columns; actions show only what the caller may do (the server checks again). The
 * description and link sit under the title, so the table fits 1440 px without scrolling; on a narrower
 * screen it scrolls, with the actions pinned at the end so Edit, Delete and Take it stay in sight.
 */
export function TaskTable({
  rows,
  loading,
  pagination,
  onEdit,
  onDelete,
  onMove,
  onEta,
  onTake,
  selection,
}: TaskTableProps) {
  const t = useMessages(projectsMessages);
  return (
    <Table<Task>
      rowKey="_id"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={pagination}
      {...sidewaysScroll()}
      aria-label={t('tasks.title')}
      rowSelection={
        selection && {
          selectedRowKeys: selection.keys,
          onChange: (keys) => selection.onChange(keys.map(String)),
          getCheckboxProps: (row) => ({ 'aria-label': t('tasks.select', { title: row.title }) }),
        }
      }
      columns={[
        // no pinned title: on a phone a long title would cover half the table
        {
          title: t('tasks.column.task'),
          key: 'title',
          render: (_, row) => (
            <Flex vertical gap={2} style={{ minWidth: 140, maxWidth: 280 }}>
              <Flex gap={6} align="baseline">
                <Link
                  to={portalHref('taskDetail', { taskId: row._id })}
                  style={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {row.title}
                </Link>
                {row.link && (
                  <Typography.Link
                    href={row.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('tasks.linkOf', { title: row.title })}
                  >
                    <LinkOutlined aria-hidden />
                  </Typography.Link>
                )}
              </Flex>
              <div>
                <TaskStructureTags task={row} />
              </div>
              {row.description && (
                <Typography.Paragraph
                  type="secondary"
                  ellipsis={{ rows: 2, tooltip: row.description }}
                  style={{ margin: 0, fontSize: 12 }}
                >
                  {row.description}
                </Typography.Paragraph>
              )}
            </Flex>
          ),
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
          render: (_, row) => {
            if (!row.predictedDate) return <Muted />;
            const flag = etaFlag(t, row);
            return (
              <Tooltip
                title={t('tasks.etaTooltip', {
                  flag: flag ?? 'none',
                  optimistic: formatDay(row.optimisticDate),
                  conservative: formatDay(row.conservativeDate),
                })}
              >
                <Typography.Text
                  type={flag ? 'warning' : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                  aria-label={t('tasks.etaLabel', {
                    title: row.title,
                    day: formatDay(row.predictedDate),
                    flag: flag ?? 'none',
                  })}
                >
                  {flag && <WarningOutlined aria-hidden />} {formatDay(row.predictedDate)}
                </Typography.Text>
              </Tooltip>
            );
          },
        },
        {
          title: t('projects.column.status'),
          key: 'status',
          render: (_, row) => (
            <Flex vertical gap={2} align="flex-start">
              <Tag color={STATUS_COLOURS[row.status]}>{taskStatusLabel(t, row.status)}</Tag>
              {row.karma && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <bdi>{karmaText(t, row.karma)}</bdi>
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        pinnedColumn<Task>('end', {
          title: t('projects.column.actions'),
          key: 'actions',
          render: (_, row) => (
            <Flex gap={4} wrap style={{ maxWidth: 210 }}>
              {row.nextStatuses.length > 0 && (
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: row.nextStatuses.map((status) => ({ key: status, label: t(MOVE_LABELS[status]) })),
                    onClick: ({ key, domEvent }) => {
                      // Enter on an item must not also press the first button of the dialog it opens (the key's default action lands there)
                      domEvent.preventDefault();
                      onMove(row, key as TaskStatusValue);
                    },
                  }}
                >
                  <Button size="small" aria-label={t('tasks.changeStatusOf', { title: row.title })}>
                    {t('projects.column.status')}
                  </Button>
                </Dropdown>
              )}
              {row.canChangeStatus && (
                <Button
                  size="small"
                  type="link"
                  onClick={() => onEta(row)}
                  aria-label={t('tasks.setEtaOf', { title: row.title })}
                >
                  {t('tasks.column.eta')}
                </Button>
              )}
              {row.canAssignSelf && (
                <Button
                  size="small"
                  type="link"
                  onClick={() => onTake(row)}
                  aria-label={t('tasks.takeNamed', { title: row.title })}
                >
                  {t('tasks.take')}
                </Button>
              )}
              {row.canEdit && (
                <>
                  <Button
                    size="small"
                    type="link"
                    onClick={() => onEdit(row)}
                    aria-label={t('projects.editNamed', { name: row.title })}
                  >
                    {t('projects.edit')}
                  </Button>
                  <ClickPopconfirm
                    title={t('projects.deleteConfirm', { name: row.title })}
                    description={t('tasks.deleteLeavesPlan')}
                    okText={t('projects.delete')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => onDelete(row)}
                  >
                    <Button size="small" type="link" danger aria-label={t('projects.deleteNamed', { name: row.title })}>
                      {t('projects.delete')}
                    </Button>
                  </ClickPopconfirm>
                </>
              )}
            </Flex>
          ),
        }),
      ]}
    />
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
