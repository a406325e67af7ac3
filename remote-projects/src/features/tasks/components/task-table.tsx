import { TASK_STATUS_LABELS, type Task, type TaskStatusValue } from '@timely/mock-server/contract';
import { Button, Dropdown, Flex, Tag, Tooltip, Typography, type TablePaginationConfig } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { formatDay, formatHours } from '../../../common/utils/format';
import { ClickPopconfirm } from '@timely/shared-ui';

type TaskTableProps = {
  rows: Task[];
  loading: boolean;
  pagination: TablePaginationConfig;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => Promise<unknown>;
  onMove: (task: Task, status: TaskStatusValue) => void;
  onEta: (task: Task) => void;
  onTake: (task: Task) => void;
};

export const STATUS_COLOURS: Record<TaskStatusValue, string> = { not_started: 'default', in_progress: 'processing', stuck: 'error', completed: 'success' };
const MOVE_LABELS: Record<TaskStatusValue, string> = { not_started: 'Not started', in_progress: 'Start / resume', stuck: 'Mark stuck', completed: 'Complete…' };

/** PRODUCT.md §3's task columns; actions show only what the caller may do (the server checks again). */
export function TaskTable({ rows, loading, pagination, onEdit, onDelete, onMove, onEta, onTake }: TaskTableProps) {
  return (
    <Table<Task>
      rowKey="_id"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={pagination}
      {...sidewaysScroll()}
      aria-label="Tasks"
      columns={[
        // no fixed column: on a phone a long title would cover half the table
        { title: 'Task', key: 'title', render: (_, row) => <Typography.Text strong style={{ display: 'inline-block', minWidth: 120, maxWidth: 240, overflowWrap: 'anywhere' }}>{row.title}</Typography.Text> },
        { title: 'Activity', key: 'activity', render: (_, row) => row.activityType?.name ?? <Muted /> },
        { title: 'Function', key: 'function', render: (_, row) => row.jobRole?.name ?? <Muted /> },
        { title: 'Assignee', key: 'assignee', render: (_, row) => row.assignee?.name ?? <Typography.Text type="secondary">Not assigned</Typography.Text> },
        { title: 'Estimate', key: 'estimate', align: 'right', render: (_, row) => formatHours(row.estimateHours) },
        {
          title: 'ETA',
          key: 'eta',
          render: (_, row) =>
            row.predictedDate ? (
              <Tooltip title={`Optimistic ${formatDay(row.optimisticDate)}, conservative ${formatDay(row.conservativeDate)}`}>
                <span aria-label={`ETA of ${row.title}: ${formatDay(row.predictedDate)}`}>{formatDay(row.predictedDate)}</span>
              </Tooltip>
            ) : (
              <Muted />
            ),
        },
        {
          title: 'Status',
          key: 'status',
          render: (_, row) => (
            <Flex vertical gap={2} align="flex-start">
              <Tag color={STATUS_COLOURS[row.status]}>{TASK_STATUS_LABELS[row.status]}</Tag>
              {row.karma && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {`${row.karma.points} karma → ${row.karma.recipient.name}`}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        { title: 'Description', key: 'description', render: (_, row) => (row.description ? <Typography.Paragraph ellipsis={{ rows: 2, tooltip: row.description }} style={{ maxWidth: 220, margin: 0 }}>{row.description}</Typography.Paragraph> : <Muted />) },
        {
          title: 'Link',
          key: 'link',
          render: (_, row) =>
            row.link ? (
              <Typography.Link href={row.link} target="_blank" rel="noopener noreferrer">
                Open
              </Typography.Link>
            ) : (
              <Muted />
            ),
        },
        {
          title: 'Actions',
          key: 'actions',
          render: (_, row) => (
            <Flex gap={4} wrap>
              {row.nextStatuses.length > 0 && (
                <Dropdown trigger={['click']} menu={{ items: row.nextStatuses.map((status) => ({ key: status, label: MOVE_LABELS[status] })), onClick: ({ key }) => onMove(row, key as TaskStatusValue) }}>
                  <Button size="small" aria-label={`Change status of ${row.title}`}>
                    Status
                  </Button>
                </Dropdown>
              )}
              {row.canChangeStatus && (
                <Button size="small" type="link" onClick={() => onEta(row)} aria-label={`Set ETA of ${row.title}`}>
                  ETA
                </Button>
              )}
              {row.canAssignSelf && (
                <Button size="small" type="link" onClick={() => onTake(row)} aria-label={`Take ${row.title}`}>
                  Take it
                </Button>
              )}
              {row.canEdit && (
                <>
                  <Button size="small" type="link" onClick={() => onEdit(row)} aria-label={`Edit ${row.title}`}>
                    Edit
                  </Button>
                  <ClickPopconfirm title={`Delete ${row.title}?`} description="It leaves the sprint plan." okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => onDelete(row)}>
                    <Button size="small" type="link" danger aria-label={`Delete ${row.title}`}>
                      Delete
                    </Button>
                  </ClickPopconfirm>
                </>
              )}
            </Flex>
          ),
        },
      ]}
    />
  );
}

function Muted() {
  return <Typography.Text type="secondary">—</Typography.Text>;
}
