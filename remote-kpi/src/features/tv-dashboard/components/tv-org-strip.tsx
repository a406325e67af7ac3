import type { TvDashboard } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { HealthBar } from '../../../common/components/health-bar';
import { formatMoney, formatNpsValue, formatPercent, showsMoney } from '../../../common/utils/format';
import { kpiMessages } from '../../../messages/messages';

/** The organisation's month in six large tiles, readable from across a room. */
export function TvOrgStrip({ org }: { org: TvDashboard['org'] }) {
  const t = useMessages(kpiMessages);
  // money only on a link created with "show revenue"
  const tiles = [
    ...(showsMoney(org)
      ? [
          { title: t('kpi.expectedRevenue'), value: formatMoney(org.expectedRevenue, org.currency, { compact: true }) },
          { title: t('kpi.achievedRevenue'), value: formatMoney(org.achievedRevenue, org.currency, { compact: true }) },
          { title: t('kpi.profit'), value: formatPercent(org.profitPercent) },
        ]
      : []),
    { title: t('kpi.enps'), value: formatNpsValue(org.enps) },
    { title: t('kpi.cnps'), value: formatNpsValue(org.cnps) },
  ];
  return (
    <Row gutter={[16, 16]} aria-label={t('tv.orgKpis')}>
      {tiles.map((tile) => (
        <Col key={tile.title} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic
              title={tile.title}
              valueRender={() => <bdi>{tile.value}</bdi>}
              styles={{ content: { fontSize: 32 } }}
            />
          </Card>
        </Col>
      ))}
      <Col xs={24} md={16} xl={4}>
        <Card size="small" style={{ height: '100%' }}>
          <Typography.Text type="secondary">{t('kpi.health')}</Typography.Text>
          <div style={{ marginTop: 8 }}>
            <HealthBar health={org.health} currency={org.currency} />
          </div>
        </Card>
      </Col>
    </Row>
  );
}
