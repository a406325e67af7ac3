import type { Project } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import type { TablePaginationConfig, TableProps } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { projectsMessages } from '../../../messages/messages';
import { useProjectColumns, type ProjectSort } from './project-columns';

type ProjectTableProps = {
  rows: Project[];
  loading: boolean;
  pagination: TablePaginationConfig;
  sort: ProjectSort;
  onSortChange: (sort: ProjectSort) => void;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => Promise<unknown>;
};

/** the screens' docs in docs/'s project columns; sorting happens on the server, so the table only reports the choice. */
export function ProjectTable({ rows, loading, pagination, sort, onSortChange, onEdit, onDelete }: ProjectTableProps) {
  const t = useMessages(projectsMessages);
  const columns = useProjectColumns(sort, onEdit, onDelete);
  const onChange: TableProps<Project>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    onSortChange(
      sorter.order
        ? { sort: String(sorter.columnKey), order: sorter.order === 'descend' ? 'desc' : 'asc' }
        : { sort: 'name', order: 'asc' },
    );
  };
  return (
    <Table<Project>
      rowKey="_id"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={pagination}
      onChange={onChange}
      {...sidewaysScroll()}
      aria-label={t('projects.title')}
      columns={columns}
    />
  );
}
