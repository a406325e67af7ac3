import type { ProjectTask, ProjectTasksPage } from '@timely/contract';
import { portalHref, useMessages, pagerItem } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Tag, Typography, type TableColumnsType, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { DueDate, PriorityBadge, TaskTypeBadge } from '../../../common/components/work-item-look';
import { STATUS_COLOURS } from '../../../common/utils/task-look';
import { projectsMessages } from '../../../messages/messages';
import { projectTasksMessages } from '../messages/messages';
import { PAGE_SIZES, type TaskListQuery } from '../utils/view-query';

type ProjectTaskTableProps = {
  page: ProjectTasksPage;
  query: TaskListQuery;
  loading: boolean;
  onChange: (change: Partial<TaskListQuery>) => void;
};

/** The columns the API sorts by, as the table's sorter names them. */
const SORTED_COLUMNS = {
  title: 'title' as const,
  priority: 'priority' as const,
  dueDate: 'dueDate' as const,
};

/** A page of the project's tasks; the sortable columns and the pager ask the API, through the URL. */
export function ProjectTaskTable({ page, query, loading, onChange }: ProjectTaskTableProps) {
  const t = useMessages(projectTasksMessages);
  const words = useMessages(projectsMessages);
  const sortOrder = (key: keyof typeof SORTED_COLUMNS) =>
    query.sort === key ? (query.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
  const none = <Typography.Text type="secondary">{t('projectTasks.none')}</Typography.Text>;
  const columns: TableColumnsType<ProjectTask> = [
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
  const change: TableProps<ProjectTask>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = chosen?.columnKey as keyof typeof SORTED_COLUMNS | undefined;
      if (key && chosen?.order)
        onChange({ sort: SORTED_COLUMNS[key], order: chosen.order === 'ascend' ? 'asc' : 'desc', page: 1 });
      else onChange({ sort: 'rank', order: 'asc', page: 1 });
      return;
    }
    const size = pagination.pageSize ?? query.perPage;
    onChange({ perPage: size, page: size === query.perPage ? (pagination.current ?? 1) : 1 });
  };
  return (
    <Table
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={page.items}
      loading={loading}
      onChange={change}
      showSorterTooltip={false}
      {...sidewaysScroll()}
      pagination={{
        current: page.page,
        pageSize: page.perPage,
        total: page.total,
        pageSizeOptions: PAGE_SIZES.map(String),
        showSizeChanger: true,
        itemRender: pagerItem,
        showTotal: (total) => t('projectTasks.total', { count: total }),
      }}
    />
  );
}
