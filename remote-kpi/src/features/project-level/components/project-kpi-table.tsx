import type { ProjectKpiRow } from '@timely/contract';
import { AvatarStack, portalHref, useMessages, type Translate } from '@timely/shared-ui';
import { Button, Flex, Typography, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { pinnedColumn, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';
import { HealthBar } from '../../../common/components/health-bar';
import { NpsCell } from '../../../common/components/nps-cell';
import { formatMoney, formatMonth, formatPercent, showsMoney } from '../../../common/utils/format';
import { kpiMessages } from '../../../messages/messages';

type ProjectKpiTableProps = {
  rows: ProjectKpiRow[];
  currency: string;
  loading: boolean;
  pagination: TablePaginationConfig;
  onEdit: (row: ProjectKpiRow) => void;
};

/** One row per project for the month; the project name opens its KPI page for the same month. */
export function ProjectKpiTable({ rows, currency, loading, pagination, onEdit }: ProjectKpiTableProps) {
  const t = useMessages(kpiMessages);
  return (
    <Table<ProjectKpiRow>
      rowKey={(row) => row.project._id}
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={pagination}
      {...sidewaysScroll()}
      aria-label={t('projects.tableAria')}
      columns={[
        pinnedColumn('start', {
          title: t('projects.project'),
          key: 'project',
          render: (_, row) => (
            <Link to={`${portalHref('projectKpi', { projectId: row.project._id })}?month=${row.month}`}>
              {row.project.name}
            </Link>
          ),
        }),
        { title: t('projects.team'), key: 'team', render: (_, row) => <Team row={row} /> },
        // the money columns only when some row carries money (level3, or a manager of one of these projects)
        ...(rows.some((row) => showsMoney(row)) ? moneyColumns(t, currency) : []),
        { title: t('kpi.enps'), key: 'enps', render: (_, row) => <NpsCell value={row.enps} /> },
        { title: t('kpi.cnps'), key: 'cnps', render: (_, row) => <NpsCell value={row.cnps} /> },
        {
          title: t('kpi.health'),
          key: 'health',
          render: (_, row) => <HealthBar health={row.health} currency={currency} />,
        },
        pinnedColumn('end', {
          title: '',
          key: 'actions',
          render: (_, row) =>
            row.canEdit ? (
              <Button
                size="small"
                onClick={() => onEdit(row)}
                aria-label={t('projects.editAria', { project: row.project.name, month: formatMonth(row.month) })}
              >
                {t('common.edit')}
              </Button>
            ) : null,
        }),
      ]}
    />
  );
}

function Team({ row }: { row: ProjectKpiRow }) {
  const t = useMessages(kpiMessages);
  return (
    <Flex align="center" gap={8}>
      <AvatarStack
        people={row.team.map((member) => ({
          id: member._id,
          name: member.name,
          imageUrl: member.avatarUrl,
          label: member.role === 'manager' ? t('projects.manager', { name: member.name }) : member.name,
        }))}
      />
      <Typography.Text type="secondary" aria-label={t('projects.people', { count: row.team.length })}>
        {row.team.length}
      </Typography.Text>
    </Flex>
  );
}

function moneyColumns(t: Translate<typeof kpiMessages>, currency: string): ColumnsType<ProjectKpiRow> {
  return [
    {
      title: t('health.part.revenue'),
      key: 'revenue',
      render: (_: unknown, row: ProjectKpiRow) =>
        row._id === null || !showsMoney(row) ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <>
            <div>{formatMoney(row.achievedRevenue, currency)}</div>
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {t('projects.ofProjected', { projected: formatMoney(row.projectedRevenue, currency) })}
            </Typography.Text>
          </>
        ),
    },
    {
      title: t('form.profitPercent'),
      key: 'profit',
      render: (_: unknown, row: ProjectKpiRow) => formatPercent(row.profitPercent),
    },
  ];
}
