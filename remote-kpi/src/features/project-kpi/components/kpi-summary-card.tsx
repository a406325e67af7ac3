import type { ProjectKpiDetail } from '@timely/contract';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { HealthBar } from '../../../common/components/health-bar';
import { NpsCell } from '../../../common/components/nps-cell';
import { formatMoney, formatMonth, formatNpsTarget, formatPercent, showsMoney } from '../../../common/utils/format';
import { LazyHistoryChart } from './charts/lazy-charts';

/** The month's numbers, health with its breakdown, and the last six months. */
export function KpiSummaryCard({ detail }: { detail: ProjectKpiDetail }) {
  const { row, currency, targets, history } = detail;
  const money = showsMoney(row);
  return (
    <Card title={`${formatMonth(row.month)} at a glance`} style={{ marginBottom: 16 }}>
      <Row gutter={[24, 16]}>
        {money && (
          <>
            <Col xs={12} md={6}>
              <Statistic title="Achieved revenue" value={formatMoney(row.achievedRevenue, currency)} />
              <Typography.Text type="secondary">
                of {formatMoney(row.projectedRevenue, currency)} projected
              </Typography.Text>
            </Col>
            <Col xs={12} md={4}>
              <Statistic title="Profit" value={formatPercent(row.profitPercent)} />
              <Typography.Text type="secondary">target {formatPercent(targets.profitPercent)}</Typography.Text>
            </Col>
          </>
        )}
        <Col xs={12} md={4}>
          <Statistic title="eNPS" valueRender={() => <NpsCell value={row.enps} />} />
          <Typography.Text type="secondary">target {formatNpsTarget(targets.enps, row.enps)}</Typography.Text>
        </Col>
        <Col xs={12} md={4}>
          <Statistic title="cNPS" valueRender={() => <NpsCell value={row.cnps} />} />
          <Typography.Text type="secondary">target {formatNpsTarget(targets.cnps, row.cnps)}</Typography.Text>
        </Col>
        <Col xs={24} md={6}>
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">Health</Typography.Text>
            <HealthBar health={row.health} currency={currency} />
          </Flex>
        </Col>
      </Row>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Last six months
      </Typography.Title>
      <LazyHistoryChart history={history} currency={currency} showMoney={money} />
    </Card>
  );
}
