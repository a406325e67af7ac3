import type { Sprint, SprintStatus } from '@timely/contract';
import { ClickPopconfirm, portalHref, useMessages, type Translate } from '@timely/shared-ui';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';
import { CompletionBar } from '../../../common/components/completion-bar';
import {
  formatAmount,
  formatDay,
  formatHours,
  formatRecurring,
  formatScore,
  snapshotInUnit,
} from '../../../common/utils/format';
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

/** the screens' docs in docs/'s sprint columns; a sprint's name is the link to its tasks (a link, so a keyboard opens it too). */
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
              {row.daysPastEnd > 0 && (
                <Typography.Text type="warning" style={{ fontSize: 12 }}>
                  {t('sprint.summary.pastEnd', { days: row.daysPastEnd })}
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
                  : scoreNumbers(t, row)
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
                {row.canClose ? (
                  <Button
                    size="small"
                    type={row.daysPastEnd > 0 ? 'primary' : 'default'}
                    onClick={() => onClose(row)}
                    aria-label={t('sprints.closeNamed', { name: row.name })}
                  >
                    {t('sprints.close')}
                  </Button>
                ) : (
                  // a planned sprint cannot be closed (issue #27): say why instead of refusing after a confirm
                  <>
                    <Tooltip title={t('sprints.closePlannedReason')}>
                      <span>
                        <Button
                          size="small"
                          disabled
                          aria-label={t('sprints.closeNamed', { name: row.name })}
                          aria-describedby={`close-reason-${row._id}`}
                        >
                          {t('sprints.close')}
                        </Button>
                      </span>
                    </Tooltip>
                    <span id={`close-reason-${row._id}`} hidden>
                      {t('sprints.closePlannedReason')}
                    </span>
                  </>
                )}
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

/** The numbers behind a started sprint's score, in its scoring unit; "remaining" until it is closed. */
function scoreNumbers(t: Translate<typeof projectsMessages>, row: Sprint): string {
  const unit = row.snapshot.scoringUnit;
  const inUnit = snapshotInUnit(row.snapshot);
  return t('sprints.scoreNumbers', {
    committed: formatAmount(t, inUnit.committed, unit),
    completed: formatAmount(t, inUnit.completed, unit),
    spillOver: formatAmount(t, inUnit.spillOver, unit),
    added: formatAmount(t, inUnit.scopeAdded, unit),
    actual: formatHours(t, row.snapshot.actualHours),
    state: row.status === 'completed' ? 'frozen' : 'live',
    unit,
    unpointed: unit === 'points' ? row.snapshot.tasksWithoutPoints : 0,
  });
}
