import type { Sprint, SprintStatus } from '@timely/contract';
import { ClickPopconfirm, portalHref } from '@timely/shared-ui';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';
import { CompletionBar } from '../../../common/components/completion-bar';
import { formatDay, formatHours, formatRecurring, formatScore } from '../../../common/utils/format';

type SprintTableProps = {
  rows: Sprint[];
  loading: boolean;
  onEdit: (sprint: Sprint) => void;
  onDelete: (sprint: Sprint) => Promise<unknown>;
  onClose: (sprint: Sprint) => void;
  onStart: (sprint: Sprint) => void;
};

const STATUS: Record<SprintStatus, { label: string; colour: string }> = {
  planned: { label: 'Planned', colour: 'default' },
  current: { label: 'Current', colour: 'processing' },
  completed: { label: 'Completed', colour: 'success' },
};

/** PRODUCT.md §3's sprint columns; a sprint's name is the link to its tasks (a link, so a keyboard opens it too). */
export function SprintTable({ rows, loading, onEdit, onDelete, onClose, onStart }: SprintTableProps) {
  return (
    <Table<Sprint>
      rowKey="_id"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={false}
      {...sidewaysScroll()}
      aria-label="Sprints"
      columns={[
        { title: '#', key: 'number', render: (_, row) => row.number },
        {
          title: 'Name',
          key: 'name',
          render: (_, row) => <Link to={portalHref('tasks', { sprintId: row._id })}>{row.name}</Link>,
        },
        {
          title: 'Tasks completed',
          key: 'tasks',
          render: (_, row) => <CompletionBar completed={row.tasksCompleted} total={row.tasksTotal} />,
        },
        { title: 'Start', key: 'start', render: (_, row) => formatDay(row.startDate) },
        { title: 'End', key: 'end', render: (_, row) => formatDay(row.endDate) },
        { title: 'Recurring', key: 'recurring', render: (_, row) => formatRecurring(row.recurringWeeks, 'week') },
        {
          title: 'Status',
          key: 'status',
          render: (_, row) => (
            <Flex vertical gap={2} align="flex-start">
              <Tag color={STATUS[row.status].colour}>{STATUS[row.status].label}</Tag>
              {row.startOverdue && (
                <Typography.Text type="warning" style={{ fontSize: 12 }}>
                  Start date passed: not started yet
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        {
          title: 'Score',
          key: 'score',
          render: (_, row) => (
            <Tooltip
              title={
                row.status === 'planned'
                  ? `Not started: no score yet (starting now would commit ${formatHours(row.snapshot.committedHours)})`
                  : `Committed ${formatHours(row.snapshot.committedHours)}, completed ${formatHours(row.snapshot.completedHours)}, spill-over ${formatHours(row.snapshot.spillOverHours)}, added ${formatHours(row.snapshot.scopeAddedHours)}, actual ${formatHours(row.snapshot.actualHours)}${row.status === 'completed' ? ' (frozen)' : ' (live)'}`
              }
            >
              <span
                aria-label={`Score of ${row.name}: ${formatScore(row.snapshot.score)}${row.status === 'completed' ? ' (frozen)' : ''}`}
              >
                {formatScore(row.snapshot.score)}
              </span>
            </Tooltip>
          ),
        },
        {
          title: 'Actions',
          key: 'actions',
          render: (_, row) =>
            row.canManage && row.status !== 'completed' ? (
              <Flex gap={4} wrap>
                {row.canStart && (
                  <Button
                    size="small"
                    type={row.startOverdue ? 'primary' : 'default'}
                    onClick={() => onStart(row)}
                    aria-label={`Start ${row.name}`}
                  >
                    Start
                  </Button>
                )}
                <Button size="small" onClick={() => onClose(row)} aria-label={`Close ${row.name}`}>
                  Close
                </Button>
                <Button size="small" type="link" onClick={() => onEdit(row)} aria-label={`Edit ${row.name}`}>
                  Edit
                </Button>
                <ClickPopconfirm
                  title={`Delete ${row.name}?`}
                  description="Its tasks are deleted with it."
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onDelete(row)}
                >
                  <Button size="small" type="link" danger aria-label={`Delete ${row.name}`}>
                    Delete
                  </Button>
                </ClickPopconfirm>
              </Flex>
            ) : null,
        },
      ]}
    />
  );
}
