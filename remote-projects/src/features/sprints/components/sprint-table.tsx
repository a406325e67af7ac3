import type { Sprint } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { projectsMessages } from '../../../messages/messages';
import { useSprintColumns } from './sprint-columns';

type SprintTableProps = {
  rows: Sprint[];
  loading: boolean;
  onEdit: (sprint: Sprint) => void;
  onDelete: (sprint: Sprint) => Promise<unknown>;
  onClose: (sprint: Sprint) => void;
  onStart: (sprint: Sprint) => void;
};

/** the screens' docs in docs/'s sprint columns; a sprint's name is the link to its tasks (a link, so a keyboard opens it too). */
export function SprintTable({ rows, loading, onEdit, onDelete, onClose, onStart }: SprintTableProps) {
  const t = useMessages(projectsMessages);
  const columns = useSprintColumns({ onEdit, onDelete, onClose, onStart });
  return (
    <Table<Sprint>
      rowKey="_id"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={false}
      {...sidewaysScroll()}
      aria-label={t('projects.sprints')}
      columns={columns}
    />
  );
}
