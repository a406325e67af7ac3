import type { SprintReportPerson, SprintReportTask } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatHours } from '../../../common/utils/format';
import { projectsMessages } from '../../../messages/messages';

/** Each assignee's row: tasks done of all, estimated, completed and actual hours, and karma. */
export function useReportPeopleColumns(): TableColumnsType<SprintReportPerson> {
  const t = useMessages(projectsMessages);
  return [
    {
      title: t('bulk.assignee'),
      key: 'person',
      render: (_, row) =>
        row.person?.name ?? <Typography.Text type="secondary">{t('taskForm.notAssigned')}</Typography.Text>,
    },
    {
      title: t('tasks.title'),
      key: 'tasks',
      render: (_, row) => <bdi>{`${row.tasksCompleted}/${row.tasksTotal}`}</bdi>,
    },
    {
      title: t('report.estimated'),
      key: 'estimate',
      align: 'right',
      render: (_, row) => formatHours(t, row.estimateHours),
    },
    {
      title: t('sprint.numbers.completed'),
      key: 'completed',
      align: 'right',
      render: (_, row) => formatHours(t, row.completedHours),
    },
    {
      title: t('report.actual'),
      key: 'actual',
      align: 'right',
      render: (_, row) => formatHours(t, row.actualHours),
    },
    { title: t('complete.karma'), key: 'karma', align: 'right', render: (_, row) => row.karmaPoints },
  ];
}

/** A reported task's row: title, assignee, estimate, actual hours and how it ended up (added, moved). */
export function useReportTaskColumns(): TableColumnsType<SprintReportTask> {
  const t = useMessages(projectsMessages);
  return [
    {
      title: t('tasks.column.task'),
      key: 'title',
      render: (_, row) => <Link to={portalHref('taskDetail', { taskId: row._id })}>{row.title}</Link>,
    },
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
      title: t('report.actual'),
      key: 'actual',
      align: 'right',
      render: (_, row) => (row.actualHours === null ? '—' : formatHours(t, row.actualHours)),
    },
    {
      title: t('report.outcome'),
      key: 'outcome',
      render: (_, row) => (
        <Flex gap={4} wrap>
          {row.scopeAdded && <Tag>{t('sprint.numbers.scopeAdded')}</Tag>}
          {row.movedTo && (
            <Tag color="warning">{row.movedTo === 'next' ? t('report.toNext') : t('report.toBacklog')}</Tag>
          )}
        </Flex>
      ),
    },
  ];
}
