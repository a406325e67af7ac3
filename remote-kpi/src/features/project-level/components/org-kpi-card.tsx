import { QueryErrorState } from '@timely/shared-auth';
import type { OrgKpi } from '@timely/contract';
import { EmptyState, LoadingState, useScreen } from '@timely/shared-ui';
import { Button, Card, Descriptions, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { HealthBar } from '../../../common/components/health-bar';
import { NpsCell } from '../../../common/components/nps-cell';
import { formatMoney, formatMonth, formatNpsTarget, formatPercent, showsMoney } from '../../../common/utils/format';
import { useOrgKpi } from '../api/get-org-kpi';
import { OrgKpiDrawer } from './org-kpi-drawer';

/** The organisation row of the month, with its targets; level3 edits it. */
export function OrgKpiCard({ month }: { month: string }) {
  const query = useOrgKpi(month);
  const [editing, setEditing] = useState(false);
  const kpi = query.data;
  const title = `Organisation · ${formatMonth(month)}`;
  const edit = kpi?.canEdit ? (
    <Button onClick={() => setEditing(true)} aria-label={`Edit organisation KPIs of ${formatMonth(month)}`}>
      {kpi._id ? 'Edit' : 'Record'}
    </Button>
  ) : null;
  return (
    <Card title={title} extra={edit} style={{ marginBottom: 16 }}>
      {query.isPending ? (
        <LoadingState label="Loading organisation KPIs" />
      ) : query.isError ? (
        <QueryErrorState query={query} title="Could not load the organisation KPIs" />
      ) : !kpi?._id ? (
        <EmptyState description={`Nothing recorded for ${formatMonth(month)} yet.`} action={edit} />
      ) : (
        <>
          <OrgTable kpi={kpi} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            Targets:{' '}
            {kpi.targets.profitPercent === undefined ? '' : `profit ${formatPercent(kpi.targets.profitPercent)}, `}eNPS{' '}
            {formatNpsTarget(kpi.targets.enps, kpi.enps)}, cNPS {formatNpsTarget(kpi.targets.cnps, kpi.cnps)}
            {kpi.targets.setIn ? ` (set in ${formatMonth(kpi.targets.setIn)})` : ' (defaults)'}
          </Typography.Paragraph>
        </>
      )}
      {kpi && <OrgKpiDrawer open={editing} kpi={kpi} onClose={() => setEditing(false)} />}
    </Card>
  );
}

/** A one-row table on wide screens; on a phone the same values as a list, so none hides off-screen. */
function OrgTable({ kpi }: { kpi: OrgKpi }) {
  const wide = useScreen('md');
  const cells = [
    // the money columns are level3's: the server leaves them out for everyone else
    ...(showsMoney(kpi)
      ? [
          { key: 'expected', title: 'Expected revenue', value: formatMoney(kpi.expectedRevenue, kpi.currency) },
          { key: 'achieved', title: 'Achieved revenue', value: formatMoney(kpi.achievedRevenue, kpi.currency) },
          { key: 'profit', title: 'Profit %', value: formatPercent(kpi.profitPercent) },
        ]
      : []),
    { key: 'enps', title: 'eNPS', value: <NpsCell value={kpi.enps} /> },
    { key: 'cnps', title: 'cNPS', value: <NpsCell value={kpi.cnps} /> },
    { key: 'health', title: 'Health', value: <HealthBar health={kpi.health} currency={kpi.currency} /> },
  ];
  if (!wide) {
    return (
      <div role="group" aria-label="Organisation KPIs">
        <Descriptions
          bordered
          size="small"
          column={1}
          items={cells.map((cell) => ({ key: cell.key, label: cell.title, children: cell.value }))}
        />
      </div>
    );
  }
  return (
    <div role="group" aria-label="Organisation KPIs">
      <Table
        rowKey="month"
        size="middle"
        pagination={false}
        {...sidewaysScroll()}
        dataSource={[kpi]}
        columns={cells.map((cell) => ({ title: cell.title, key: cell.key, render: () => cell.value }))}
      />
    </div>
  );
}
