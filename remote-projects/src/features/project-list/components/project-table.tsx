import {
  PROJECT_STATUS_LABELS,
  projectEnd,
  type Project,
  type ProjectPerson,
  type ProjectStatusValue,
} from '@timely/contract';
import { AvatarStack, ClickPopconfirm, portalHref } from '@timely/shared-ui';
import { Button, Flex, Tag, Typography, type TablePaginationConfig, type TableProps } from 'antd';
import { pinnedColumn, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';
import { formatDay, formatRecurring, formatScore } from '../../../common/utils/format';

type Sort = { sort: string; order: 'asc' | 'desc' };

type ProjectTableProps = {
  rows: Project[];
  loading: boolean;
  pagination: TablePaginationConfig;
  sort: Sort;
  onSortChange: (sort: Sort) => void;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => Promise<unknown>;
};

const STATUS_COLOURS: Record<ProjectStatusValue, string> = {
  in_progress: 'processing',
  pending: 'default',
  cancelled: 'error',
  delivered: 'success',
  on_hold: 'warning',
};

/** PRODUCT.md §3's project columns; sorting happens on the server, so the table only reports the choice. */
export function ProjectTable({ rows, loading, pagination, sort, onSortChange, onEdit, onDelete }: ProjectTableProps) {
  const sortOrder = (key: string) => (sort.sort === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null);
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
      aria-label="Projects"
      columns={[
        pinnedColumn('start', {
          title: 'Name',
          key: 'name',
          sorter: true,
          sortOrder: sortOrder('name'),
          render: (_, row) => <Link to={portalHref('projectOverview', { projectId: row._id })}>{row.name}</Link>,
        }),
        {
          title: 'Start',
          key: 'startDate',
          sorter: true,
          sortOrder: sortOrder('startDate'),
          render: (_, row) => formatDay(row.startDate),
        },
        {
          title: 'End',
          key: 'endDate',
          sorter: true,
          sortOrder: sortOrder('endDate'),
          render: (_, row) => formatDay(projectEnd(row.startDate, row.endDate, row.recurringMonths)),
        },
        { title: 'Recurring', key: 'recurring', render: (_, row) => formatRecurring(row.recurringMonths, 'month') },
        {
          title: 'Status',
          key: 'status',
          sorter: true,
          sortOrder: sortOrder('status'),
          render: (_, row) => <Tag color={STATUS_COLOURS[row.status]}>{PROJECT_STATUS_LABELS[row.status]}</Tag>,
        },
        {
          title: 'Manager(s)',
          key: 'managers',
          render: (_, row) =>
            row.managers.length ? (
              row.managers.map((person) => person.name).join(', ')
            ) : (
              <Typography.Text type="secondary">None</Typography.Text>
            ),
        },
        { title: 'Members', key: 'members', render: (_, row) => <People people={row.members} /> },
        {
          title: 'Score',
          key: 'score',
          sorter: true,
          sortOrder: sortOrder('score'),
          render: (_, row) => formatScore(row.score),
        },
        {
          title: 'Actions',
          key: 'actions',
          render: (_, row) => (
            <Flex gap={4} wrap>
              <Link to={portalHref('sprints', { projectId: row._id })} aria-label={`Sprints of ${row.name}`}>
                Sprints
              </Link>
              {row.canManage && (
                <>
                  <Button size="small" type="link" onClick={() => onEdit(row)} aria-label={`Edit ${row.name}`}>
                    Edit
                  </Button>
                  <ClickPopconfirm
                    title={`Delete ${row.name}?`}
                    description={
                      row.openSprints
                        ? `It still has ${row.openSprints} open sprint${row.openSprints === 1 ? '' : 's'}. Its history stays stored.`
                        : 'Its history stays stored.'
                    }
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => onDelete(row)}
                  >
                    <Button size="small" type="link" danger aria-label={`Delete ${row.name}`}>
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

function People({ people }: { people: ProjectPerson[] }) {
  if (!people.length) return <Typography.Text type="secondary">None</Typography.Text>;
  return (
    <Flex align="center" gap={8}>
      <AvatarStack
        people={people.map((person) => ({ id: person._id, name: person.name, imageUrl: person.profilePic }))}
      />
      <Typography.Text type="secondary" aria-label={`${people.length} members`}>
        {people.length}
      </Typography.Text>
    </Flex>
  );
}
