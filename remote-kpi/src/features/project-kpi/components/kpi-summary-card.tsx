import type { ProjectKpiDetail } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { HealthBar } from '../../../common/components/health-bar';
import { NpsCell } from '../../../common/components/nps-cell';
import { formatMoney, formatMonth, formatNpsTarget, formatPercent, showsMoney } from '../../../common/utils/format';
import { LazyHistoryChart } from './charts/lazy-charts';
import { kpiMessages } from '../../../messages/messages';

/** The month's numbers, health with its breakdown, and the last six months. */
export function KpiSummaryCard({ detail }: { detail: ProjectKpiDetail }) {
  const { row, currency, targets, history } = detail;
  const money = showsMoney(row);
  const t = useMessages(kpiMessages);
  return (
    <Card title={t('summary.title', { month: formatMonth(row.month) })} style={{ marginBottom: 16 }}>
      <Row gutter={[24, 16]}>
        {money && (
          <>
            <Col xs={12} md={6}>
              <Statistic title={t('kpi.achievedRevenue')} value={formatMoney(row.achievedRevenue, currency)} />
              <Typography.Text type="secondary">
                {t('projects.ofProjected', { projected: formatMoney(row.projectedRevenue, currency) })}
              </Typography.Text>
            </Col>
            <Col xs={12} md={4}>
              <Statistic title={t('kpi.profit')} value={formatPercent(row.profitPercent)} />
              <Typography.Text type="secondary">
                {t('summary.target', { target: formatPercent(targets.profitPercent) })}
              </Typography.Text>
            </Col>
          </>
        )}
        <Col xs={12} md={4}>
          <Statistic title={t('kpi.enps')} valueRender={() => <NpsCell value={row.enps} />} />
          <Typography.Text type="secondary">
            {t('summary.target', { target: formatNpsTarget(targets.enps, row.enps) })}
          </Typography.Text>
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={t('kpi.cnps')} valueRender={() => <NpsCell value={row.cnps} />} />
          <Typography.Text type="secondary">
            {t('summary.target', { target: formatNpsTarget(targets.cnps, row.cnps) })}
          </Typography.Text>
        </Col>
        <Col xs={24} md={6}>
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">{t('kpi.health')}</Typography.Text>
            <HealthBar health={row.health} currency={currency} />
          </Flex>
        </Col>
      </Row>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('summary.lastSixMonths')}
      </Typography.Title>
      <LazyHistoryChart history={history} currency={currency} showMoney={money} />
    </Card>
  );
}
