import type { ProjectTask, ProjectTasksPage } from '@timely/contract';
import { useMessages, pagerItem } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import type { TableProps } from 'antd';
import { projectTasksMessages } from '../messages/messages';
import { PAGE_SIZES, type TaskListQuery } from '../utils/view-query';
import { SORTED_COLUMNS, useProjectTaskColumns } from './project-task-columns';

type ProjectTaskTableProps = {
  page: ProjectTasksPage;
  query: TaskListQuery;
  loading: boolean;
  onChange: (change: Partial<TaskListQuery>) => void;
};

/** A page of the project's tasks; the sortable columns and the pager ask the API, through the URL. */
export function ProjectTaskTable({ page, query, loading, onChange }: ProjectTaskTableProps) {
  const t = useMessages(projectTasksMessages);
  const columns = useProjectTaskColumns(query);
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
