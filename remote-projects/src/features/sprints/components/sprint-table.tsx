import type { Sprint, SprintStatus } from '@timely/contract';
import { ClickPopconfirm, portalHref, useMessages } from '@timely/shared-ui';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';
import { CompletionBar } from '../../../common/components/completion-bar';
import { formatDay, formatHours, formatRecurring, formatScore } from '../../../common/utils/format';
import { projectsMessages } from '../../../messages/messages';

type SprintTableProps = {
  rows: Sprint[];
  loading: boolean;
  onEdit: (sprint: Sprint) => void;
  onDelete: (sprint: Sprint) => Promise<unknown>;
  onClose: (sprint: Sprint) => void;
  onStart: (sprint: Sprint) => void;
};

const STATUS = {
  planned: { label: 'status.sprint.planned', colour: 'default' },
  current: { label: 'status.sprint.current', colour: 'processing' },
  completed: { label: 'status.sprint.completed', colour: 'success' },
} as const satisfies Record<SprintStatus, { label: string; colour: string }>;

/** PRODUCT.md §3's sprint columns; a sprint's name is the link to its tasks (a link, so a keyboard opens it too). */
export function SprintTable({ rows, loading, onEdit, onDelete, onClose, onStart }: SprintTableProps) {
  const t = useMessages(projectsMessages);
  return (
    <Table<Sprint>
      rowKey="_id"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={false}
      {...sidewaysScroll()}
      aria-label={t('projects.sprints')}
      columns={[
        { title: '#', key: 'number', render: (_, row) => row.number },
        {
          title: t('projects.column.name'),
          key: 'name',
          render: (_, row) => <Link to={portalHref('tasks', { sprintId: row._id })}>{row.name}</Link>,
        },
        {
          title: t('sprints.column.tasksCompleted'),
          key: 'tasks',
          render: (_, row) => <CompletionBar completed={row.tasksCompleted} total={row.tasksTotal} />,
        },
        { title: t('projects.column.start'), key: 'start', render: (_, row) => formatDay(row.startDate) },
        { title: t('projects.column.end'), key: 'end', render: (_, row) => formatDay(row.endDate) },
        {
          title: t('projects.column.recurring'),
          key: 'recurring',
          render: (_, row) => formatRecurring(t, row.recurringWeeks, 'week'),
        },
        {
          title: t('projects.column.status'),
          key: 'status',
          render: (_, row) => (
            <Flex vertical gap={2} align="flex-start">
              <Tag color={STATUS[row.status].colour}>{t(STATUS[row.status].label)}</Tag>
              {row.startOverdue && (
                <Typography.Text type="warning" style={{ fontSize: 12 }}>
                  {t('sprints.startPassed')}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        {
          title: t('projects.column.score'),
          key: 'score',
          render: (_, row) => (
            <Tooltip
              title={
                row.status === 'planned'
                  ? t('sprints.scoreNotStarted', { hours: formatHours(t, row.snapshot.committedHours) })
                  : t('sprints.scoreNumbers', {
                      committed: formatHours(t, row.snapshot.committedHours),
                      completed: formatHours(t, row.snapshot.completedHours),
                      spillOver: formatHours(t, row.snapshot.spillOverHours),
                      added: formatHours(t, row.snapshot.scopeAddedHours),
                      actual: formatHours(t, row.snapshot.actualHours),
                      state: row.status === 'completed' ? 'frozen' : 'live',
                    })
              }
            >
              <span
                aria-label={t('sprints.scoreOf', {
                  name: row.name,
                  score: formatScore(row.snapshot.score),
                  state: row.status === 'completed' ? 'frozen' : 'live',
                })}
              >
                {formatScore(row.snapshot.score)}
              </span>
            </Tooltip>
          ),
        },
        {
          title: t('projects.column.actions'),
          key: 'actions',
          render: (_, row) =>
            row.canManage && row.status !== 'completed' ? (
              <Flex gap={4} wrap>
                {row.canStart && (
                  <Button
                    size="small"
                    type={row.startOverdue ? 'primary' : 'default'}
                    onClick={() => onStart(row)}
                    aria-label={t('sprint.startModal.formName', { name: row.name })}
                  >
                    {t('sprints.startShort')}
                  </Button>
                )}
                <Button
                  size="small"
                  onClick={() => onClose(row)}
                  aria-label={t('sprints.closeNamed', { name: row.name })}
                >
                  {t('sprints.close')}
                </Button>
                <Button
                  size="small"
                  type="link"
                  onClick={() => onEdit(row)}
                  aria-label={t('projects.editNamed', { name: row.name })}
                >
                  {t('projects.edit')}
                </Button>
                <ClickPopconfirm
                  title={t('projects.deleteConfirm', { name: row.name })}
                  description={t('sprints.deleteTasksToo')}
                  okText={t('projects.delete')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onDelete(row)}
                >
                  <Button size="small" type="link" danger aria-label={t('projects.deleteNamed', { name: row.name })}>
                    {t('projects.delete')}
                  </Button>
                </ClickPopconfirm>
              </Flex>
            ) : null,
        },
      ]}
    />
  );
}
