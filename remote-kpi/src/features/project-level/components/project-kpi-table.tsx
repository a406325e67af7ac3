import type { ProjectKpiRow } from '@timely/contract';
import { AvatarStack, portalHref } from '@timely/shared-ui';
import { Button, Flex, Typography, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { pinnedColumn, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';
import { HealthBar } from '../../../common/components/health-bar';
import { NpsCell } from '../../../common/components/nps-cell';
import { formatMoney, formatMonth, formatPercent, showsMoney } from '../../../common/utils/format';

type ProjectKpiTableProps = {
  rows: ProjectKpiRow[];
  currency: string;
  loading: boolean;
  pagination: TablePaginationConfig;
  onEdit: (row: ProjectKpiRow) => void;
};

/** One row per project for the month; the project name opens its KPI page for the same month. */
export function ProjectKpiTable({ rows, currency, loading, pagination, onEdit }: ProjectKpiTableProps) {
  return (
    <Table<ProjectKpiRow>
      rowKey={(row) => row.project._id}
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={pagination}
      {...sidewaysScroll()}
      aria-label="Project KPIs"
      columns={[
        pinnedColumn('start', {
          title: 'Project',
          key: 'project',
          render: (_, row) => (
            <Link to={`${portalHref('projectKpi', { projectId: row.project._id })}?month=${row.month}`}>
              {row.project.name}
            </Link>
          ),
        }),
        { title: 'Team', key: 'team', render: (_, row) => <Team row={row} /> },
        // the money columns only when some row carries money (level3, or a manager of one of these projects)
        ...(rows.some((row) => showsMoney(row)) ? moneyColumns(currency) : []),
        { title: 'eNPS', key: 'enps', render: (_, row) => <NpsCell value={row.enps} /> },
        { title: 'cNPS', key: 'cnps', render: (_, row) => <NpsCell value={row.cnps} /> },
        { title: 'Health', key: 'health', render: (_, row) => <HealthBar health={row.health} currency={currency} /> },
        pinnedColumn('end', {
          title: '',
          key: 'actions',
          render: (_, row) =>
            row.canEdit ? (
              <Button
                size="small"
                onClick={() => onEdit(row)}
                aria-label={`Edit ${row.project.name} · ${formatMonth(row.month)}`}
              >
                Edit
              </Button>
            ) : null,
        }),
      ]}
    />
  );
}

function Team({ row }: { row: ProjectKpiRow }) {
  return (
    <Flex align="center" gap={8}>
      <AvatarStack
        people={row.team.map((member) => ({
          id: member._id,
          name: member.name,
          imageUrl: member.avatarUrl,
          label: `${member.name}${member.role === 'manager' ? ' (manager)' : ''}`,
        }))}
      />
      <Typography.Text type="secondary" aria-label={`${row.team.length} people`}>
        {row.team.length}
      </Typography.Text>
    </Flex>
  );
}

function moneyColumns(currency: string): ColumnsType<ProjectKpiRow> {
  return [
    {
      title: 'Revenue',
      key: 'revenue',
      render: (_: unknown, row: ProjectKpiRow) =>
        row._id === null || !showsMoney(row) ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <>
            <div>{formatMoney(row.achievedRevenue, currency)}</div>
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              of {formatMoney(row.projectedRevenue, currency)} projected
            </Typography.Text>
          </>
        ),
    },
    { title: 'Profit %', key: 'profit', render: (_: unknown, row: ProjectKpiRow) => formatPercent(row.profitPercent) },
  ];
}
