import type { Sprint, SprintStatus } from '@timely/contract';
import { portalHref, useMessages, type Translate } from '@timely/shared-ui';
import { Flex, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
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
import { SprintRowActions, type SprintHandlers } from './sprint-row-actions';

const STATUS = {
  planned: { label: 'status.sprint.planned', colour: 'default' },
  current: { label: 'status.sprint.current', colour: 'processing' },
  completed: { label: 'status.sprint.completed', colour: 'success' },
} as const satisfies Record<SprintStatus, { label: string; colour: string }>;

/** The sprint list's columns; a sprint's name is the link to its tasks. */
export function useSprintColumns(handlers: SprintHandlers): TableColumnsType<Sprint> {
  const t = useMessages(projectsMessages);
  return [
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
      render: (_, row) => <SprintStatusCell sprint={row} />,
    },
    {
      title: t('projects.column.score'),
      key: 'score',
      render: (_, row) => <SprintScoreCell sprint={row} />,
    },
    {
      title: t('projects.column.actions'),
      key: 'actions',
      render: (_, row) =>
        row.canManage && row.status !== 'completed' ? <SprintRowActions sprint={row} {...handlers} /> : null,
    },
  ];
}

/** The sprint's status, and whether its start day has passed or it runs past its end. */
function SprintStatusCell({ sprint }: { sprint: Sprint }) {
  const t = useMessages(projectsMessages);
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag color={STATUS[sprint.status].colour}>{t(STATUS[sprint.status].label)}</Tag>
      {sprint.startOverdue && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {t('sprints.startPassed')}
        </Typography.Text>
      )}
      {sprint.daysPastEnd > 0 && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {t('sprint.summary.pastEnd', { days: sprint.daysPastEnd })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The sprint's score, with the numbers behind it (or what it commits, before it starts) on hover. */
function SprintScoreCell({ sprint }: { sprint: Sprint }) {
  const t = useMessages(projectsMessages);
  return (
    <Tooltip
      title={
        sprint.status === 'planned'
          ? t('sprints.scoreNotStarted', { hours: formatHours(t, sprint.snapshot.committedHours) })
          : scoreNumbers(t, sprint)
      }
    >
      <span
        aria-label={t('sprints.scoreOf', {
          name: sprint.name,
          score: formatScore(sprint.snapshot.score),
          state: sprint.status === 'completed' ? 'frozen' : 'live',
        })}
      >
        {formatScore(sprint.snapshot.score)}
      </span>
    </Tooltip>
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
