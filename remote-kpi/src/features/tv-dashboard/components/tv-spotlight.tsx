import type { TvProject } from '@timely/contract';
import { LoadingState, useMessages } from '@timely/shared-ui';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { HealthBar } from '../../../common/components/health-bar';
import { formatMoney, formatNpsValue, formatPercent, showsMoney } from '../../../common/utils/format';
import { kpiMessages } from '../../../messages/messages';

// recharts loads after the numbers are on screen
const TvRadar = lazy(() => import('./tv-radar').then((module) => ({ default: module.TvRadar })));

type TvSpotlightProps = { project: TvProject; currency: string; position: string };

/**
 * One project at a time: its numbers (eNPS and cNPS on the same scale as the org strip and the KPI tables)
 * and a radar of expected against achieved, each on 0–10.
 */
export function TvSpotlight({ project, currency, position }: TvSpotlightProps) {
  const t = useMessages(kpiMessages);
  return (
    <Card
      title={<span style={{ fontSize: 24 }}>{project.name}</span>}
      extra={
        <Typography.Text type="secondary">
          <bdi>{t('tv.spotlight', { position })}</bdi>
        </Typography.Text>
      }
      style={{ height: '100%' }}
      role="region"
      aria-label={t('tv.spotlightOf', { name: project.name })}
    >
      <Row gutter={[24, 16]} align="middle">
        <Col xs={24} md={12}>
          <Suspense fallback={<LoadingState label={t('tv.loadingRadar')} />}>
            <TvRadar points={project.radar} />
          </Suspense>
        </Col>
        <Col xs={24} md={12}>
          <Flex vertical gap={16}>
            <HealthBar health={project.health} currency={currency} size="large" />
            <Row gutter={[16, 16]}>
              {showsMoney(project) && (
                <>
                  <Col span={12}>
                    <Statistic
                      title={t('kpi.achievedRevenue')}
                      value={formatMoney(project.achievedRevenue, currency, { compact: true })}
                    />
                  </Col>
                  <Col span={12}>
                    <Statistic
                      title={t('kpi.projectedRevenue')}
                      value={formatMoney(project.projectedRevenue, currency, { compact: true })}
                    />
                  </Col>
                  <Col span={8}>
                    <Statistic title={t('kpi.profit')} value={formatPercent(project.profitPercent)} />
                  </Col>
                </>
              )}
              <Col span={8}>
                <Statistic title={t('kpi.enps')} valueRender={() => <bdi>{formatNpsValue(project.enps)}</bdi>} />
              </Col>
              <Col span={8}>
                <Statistic title={t('kpi.cnps')} valueRender={() => <bdi>{formatNpsValue(project.cnps)}</bdi>} />
              </Col>
            </Row>
            <Typography.Text type="secondary">{t('tv.team', { count: project.teamSize })}</Typography.Text>
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}
