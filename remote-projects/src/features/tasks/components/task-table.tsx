import type { Task, TaskStatusValue } from '@timely/contract';
import type { TablePaginationConfig } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../../messages/messages';
import { useTaskColumns } from './task-columns';

type TaskTableProps = {
  rows: Task[];
  loading: boolean;
  pagination: TablePaginationConfig;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => Promise<unknown>;
  onMove: (task: Task, status: TaskStatusValue) => void;
  onEta: (task: Task) => void;
  onTake: (task: Task) => void;
  /** Managers pick rows for a bulk edit. */
  selection?: { keys: string[]; onChange: (keys: string[]) => void };
};

/**
 * the screens' docs in docs/'s task columns; actions show only what the caller may do (the server checks again). The
 * description and link sit under the title, so the table fits 1440 px without scrolling; on a narrower
 * screen it scrolls, with the actions pinned at the end so Edit, Delete and Take it stay in sight.
 */
export function TaskTable({
  rows,
  loading,
  pagination,
  onEdit,
  onDelete,
  onMove,
  onEta,
  onTake,
  selection,
}: TaskTableProps) {
  const t = useMessages(projectsMessages);
  const columns = useTaskColumns({ onEdit, onDelete, onMove, onEta, onTake });
  return (
    <Table<Task>
      rowKey="_id"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={pagination}
      {...sidewaysScroll()}
      aria-label={t('tasks.title')}
      rowSelection={
        selection && {
          selectedRowKeys: selection.keys,
          onChange: (keys) => selection.onChange(keys.map(String)),
          getCheckboxProps: (row) => ({ 'aria-label': t('tasks.select', { title: row.title }) }),
        }
      }
      columns={columns}
    />
  );
}
