import type { ProjectTask } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { DueDate, PriorityBadge, TaskTypeBadge } from '../../../common/components/work-item-look';
import { STATUS_COLOURS } from '../../../common/utils/task-look';
import { projectsMessages } from '../../../messages/messages';
import { projectTasksMessages } from '../messages/messages';
import type { TaskListQuery } from '../utils/view-query';

/** The columns the API sorts by, as the table's sorter names them. */
export const SORTED_COLUMNS = {
  title: 'title' as const,
  priority: 'priority' as const,
  dueDate: 'dueDate' as const,
};

/** The task list's columns; the sortable ones show the order the URL asks of the API. */
export function useProjectTaskColumns(query: TaskListQuery): TableColumnsType<ProjectTask> {
  const t = useMessages(projectTasksMessages);
  const words = useMessages(projectsMessages);
  const sortOrder = (key: keyof typeof SORTED_COLUMNS) =>
    query.sort === key ? (query.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
  const none = <Typography.Text type="secondary">{t('projectTasks.none')}</Typography.Text>;
  return [
    {
      key: 'title',
      title: t('projectTasks.column.title'),
      sorter: true,
      sortOrder: sortOrder('title'),
      render: (_, task) => <Link to={portalHref('taskDetail', { taskId: task._id })}>{task.title}</Link>,
    },
    {
      key: 'type',
      title: t('projectTasks.column.type'),
      render: (_, task) => <TaskTypeBadge type={task.type} />,
    },
    {
      key: 'priority',
      title: t('projectTasks.column.priority'),
      sorter: true,
      sortOrder: sortOrder('priority'),
      render: (_, task) => <PriorityBadge priority={task.priority} />,
    },
    {
      key: 'status',
      title: t('projectTasks.column.status'),
      render: (_, task) => (
        <Tag color={STATUS_COLOURS[task.status]}>{words(`status.task.${task.status}` as const)}</Tag>
      ),
    },
    {
      key: 'assignee',
      title: t('projectTasks.column.assignee'),
      render: (_, task) => task.assignee?.name ?? none,
    },
    {
      key: 'sprint',
      title: t('projectTasks.column.sprint'),
      render: (_, task) => task.sprint?.name ?? t('projectTasks.backlog'),
    },
    {
      key: 'epic',
      title: t('projectTasks.column.epic'),
      render: (_, task) => task.epic?.name ?? none,
    },
    {
      key: 'points',
      title: t('projectTasks.column.points'),
      align: 'end',
      render: (_, task) => (task.storyPoints === null ? none : task.storyPoints.toLocaleString()),
    },
    {
      key: 'dueDate',
      title: t('projectTasks.column.dueDate'),
      sorter: true,
      sortOrder: sortOrder('dueDate'),
      render: (_, task) => (task.dueDate ? <DueDate task={task} /> : none),
    },
  ];
}
