import { QueryErrorState } from '@timely/shared-auth';
import type { OrgKpi } from '@timely/contract';
import { EmptyState, LoadingState, useMessages, useScreen } from '@timely/shared-ui';
import { Button, Card, Descriptions, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { HealthBar } from '../../../common/components/health-bar';
import { NpsCell } from '../../../common/components/nps-cell';
import { formatMoney, formatMonth, formatNpsTarget, formatPercent, showsMoney } from '../../../common/utils/format';
import { useOrgKpi } from '../api/get-org-kpi';
import { OrgKpiDrawer } from './org-kpi-drawer';
import { kpiMessages } from '../../../messages/messages';

/** The organisation row of the month, with its targets; level3 edits it. */
export function OrgKpiCard({ month }: { month: string }) {
  const t = useMessages(kpiMessages);
  const query = useOrgKpi(month);
  const [editing, setEditing] = useState(false);
  const kpi = query.data;
  const title = t('org.recordName', { month: formatMonth(month) });
  const edit = kpi?.canEdit ? (
    <Button onClick={() => setEditing(true)} aria-label={t('org.editAria', { month: formatMonth(month) })}>
      {kpi._id ? t('common.edit') : t('common.record')}
    </Button>
  ) : null;
  return (
    <Card title={title} extra={edit} style={{ marginBottom: 16 }}>
      {query.isPending ? (
        <LoadingState label={t('org.loading')} />
      ) : query.isError ? (
        <QueryErrorState query={query} title={t('org.loadError')} />
      ) : !kpi?._id ? (
        <EmptyState description={t('org.empty', { month: formatMonth(month) })} action={edit} />
      ) : (
        <>
          <OrgTable kpi={kpi} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t(kpi.targets.profitPercent === undefined ? 'org.targets' : 'org.targetsWithProfit', {
              profit: kpi.targets.profitPercent === undefined ? '' : formatPercent(kpi.targets.profitPercent),
              enps: formatNpsTarget(kpi.targets.enps, kpi.enps),
              cnps: formatNpsTarget(kpi.targets.cnps, kpi.cnps),
            })}{' '}
            {kpi.targets.setIn
              ? t('org.targetsSetIn', { month: formatMonth(kpi.targets.setIn) })
              : t('org.targetsDefaults')}
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
  const t = useMessages(kpiMessages);
  const cells = [
    // the money columns are level3's: the server leaves them out for everyone else
    ...(showsMoney(kpi)
      ? [
          { key: 'expected', title: t('kpi.expectedRevenue'), value: formatMoney(kpi.expectedRevenue, kpi.currency) },
          { key: 'achieved', title: t('kpi.achievedRevenue'), value: formatMoney(kpi.achievedRevenue, kpi.currency) },
          { key: 'profit', title: t('form.profitPercent'), value: formatPercent(kpi.profitPercent) },
        ]
      : []),
    { key: 'enps', title: t('kpi.enps'), value: <NpsCell value={kpi.enps} /> },
    { key: 'cnps', title: t('kpi.cnps'), value: <NpsCell value={kpi.cnps} /> },
    { key: 'health', title: t('kpi.health'), value: <HealthBar health={kpi.health} currency={kpi.currency} /> },
  ];
  if (!wide) {
    return (
      <div role="group" aria-label={t('tv.orgKpis')}>
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
    <div role="group" aria-label={t('tv.orgKpis')}>
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
