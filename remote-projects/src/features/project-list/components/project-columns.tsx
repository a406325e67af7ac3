import { projectEnd, type Project, type ProjectPerson, type ProjectStatusValue } from '@timely/contract';
import { AvatarStack, ClickPopconfirm, portalHref, useMessages } from '@timely/shared-ui';
import { pinnedColumn } from '@timely/shared-ui/antd-more';
import { Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDay, formatRecurring, formatScore } from '../../../common/utils/format';
import { projectStatusLabel } from '../../../common/utils/labels';
import { projectsMessages } from '../../../messages/messages';

export type ProjectSort = { sort: string; order: 'asc' | 'desc' };

const STATUS_COLOURS: Record<ProjectStatusValue, string> = {
  in_progress: 'processing',
  pending: 'default',
  cancelled: 'error',
  delivered: 'success',
  on_hold: 'warning',
};

/** The project list's columns; the sortable ones show the server's order. */
export function useProjectColumns(
  sort: ProjectSort,
  onEdit: (project: Project) => void,
  onDelete: (project: Project) => Promise<unknown>,
): TableColumnsType<Project> {
  const t = useMessages(projectsMessages);
  const sortOrder = (key: string) => (sort.sort === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null);
  return [
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
      render: (_, row) => <ProjectRowActions project={row} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];
}

type ProjectRowActionsProps = {
  project: Project;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => Promise<unknown>;
};

/** A project's link to its sprints and, for who manages it, edit and delete (after a confirmation). */
function ProjectRowActions({ project, onEdit, onDelete }: ProjectRowActionsProps) {
  const t = useMessages(projectsMessages);
  return (
    <Flex gap={4} wrap>
      <Link
        to={portalHref('sprints', { projectId: project._id })}
        aria-label={t('projects.sprintsOf', { name: project.name })}
      >
        {t('projects.sprints')}
      </Link>
      {project.canManage && (
        <>
          <Button
            size="small"
            type="link"
            onClick={() => onEdit(project)}
            aria-label={t('projects.editNamed', { name: project.name })}
          >
            {t('projects.edit')}
          </Button>
          <ClickPopconfirm
            title={t('projects.deleteConfirm', { name: project.name })}
            description={
              project.openSprints
                ? t('projects.deleteOpenSprints', { count: project.openSprints })
                : t('projects.deleteHistoryKept')
            }
            okText={t('projects.delete')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(project)}
          >
            <Button size="small" type="link" danger aria-label={t('projects.deleteNamed', { name: project.name })}>
              {t('projects.delete')}
            </Button>
          </ClickPopconfirm>
        </>
      )}
    </Flex>
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
