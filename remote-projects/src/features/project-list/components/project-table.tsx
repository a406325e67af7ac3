import { projectEnd, type Project, type ProjectPerson, type ProjectStatusValue } from '@timely/contract';
import { AvatarStack, ClickPopconfirm, portalHref, useMessages } from '@timely/shared-ui';
import { Button, Flex, Tag, Typography, type TablePaginationConfig, type TableProps } from 'antd';
import { pinnedColumn, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';
import { formatDay, formatRecurring, formatScore } from '../../../common/utils/format';
import { projectStatusLabel } from '../../../common/utils/labels';
import { projectsMessages } from '../../../messages/messages';

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

/** the screens' docs in docs/'s project columns; sorting happens on the server, so the table only reports the choice. */
export function ProjectTable({ rows, loading, pagination, sort, onSortChange, onEdit, onDelete }: ProjectTableProps) {
  const t = useMessages(projectsMessages);
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
      aria-label={t('projects.title')}
      columns={[
        pinnedColumn('start', {
          title: t('projects.column.name'),
          key: 'name',
          sorter: true,
          sortOrder: sortOrder('name'),
          render: (_, row) => <Link to={portalHref('projectOverview', { projectId: row._id })}>{row.name}</Link>,
        }),
        {
          title: t('projects.column.start'),
          key: 'startDate',
          sorter: true,
          sortOrder: sortOrder('startDate'),
          render: (_, row) => formatDay(row.startDate),
        },
        {
          title: t('projects.column.end'),
          key: 'endDate',
          sorter: true,
          sortOrder: sortOrder('endDate'),
          render: (_, row) => formatDay(projectEnd(row.startDate, row.endDate, row.recurringMonths)),
        },
        {
          title: t('projects.column.recurring'),
          key: 'recurring',
          render: (_, row) => formatRecurring(t, row.recurringMonths, 'month'),
        },
        {
          title: t('projects.column.status'),
          key: 'status',
          sorter: true,
          sortOrder: sortOrder('status'),
          render: (_, row) => <Tag color={STATUS_COLOURS[row.status]}>{projectStatusLabel(t, row.status)}</Tag>,
        },
        {
          title: t('projects.column.managers'),
          key: 'managers',
          render: (_, row) =>
            row.managers.length ? (
              row.managers.map((person) => person.name).join(t('projects.nameSeparator'))
            ) : (
              <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
            ),
        },
        { title: t('projects.column.members'), key: 'members', render: (_, row) => <People people={row.members} /> },
        {
          title: t('projects.column.score'),
          key: 'score',
          sorter: true,
          sortOrder: sortOrder('score'),
          render: (_, row) => formatScore(row.score),
        },
        {
          title: t('projects.column.actions'),
          key: 'actions',
          render: (_, row) => (
            <Flex gap={4} wrap>
              <Link
                to={portalHref('sprints', { projectId: row._id })}
                aria-label={t('projects.sprintsOf', { name: row.name })}
              >
                {t('projects.sprints')}
              </Link>
              {row.canManage && (
                <>
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
                    description={
                      row.openSprints
                        ? t('projects.deleteOpenSprints', { count: row.openSprints })
                        : t('projects.deleteHistoryKept')
                    }
                    okText={t('projects.delete')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => onDelete(row)}
                  >
                    <Button size="small" type="link" danger aria-label={t('projects.deleteNamed', { name: row.name })}>
                      {t('projects.delete')}
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
  const t = useMessages(projectsMessages);
  if (!people.length) return <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  return (
    <Flex align="center" gap={8}>
      <AvatarStack
        people={people.map((person) => ({ id: person._id, name: person.name, imageUrl: person.profilePic }))}
      />
      <Typography.Text type="secondary" aria-label={t('projects.memberCount', { count: people.length })}>
        {people.length}
      </Typography.Text>
    </Flex>
  );
}
