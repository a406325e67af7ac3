import { countOf, type FeedbackReport } from '@timely/contract';
import { LoadingState } from '@timely/shared-ui';
import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { PARAMETER_LABELS } from './feedback-charts-labels';
import { lazy, Suspense } from 'react';

// recharts is big: the charts load in their own chunk, after the numbers are on screen
const FeedbackRadar = lazy(() => import('./feedback-charts').then((module) => ({ default: module.FeedbackRadar })));
const FeedbackTrend = lazy(() => import('./feedback-charts').then((module) => ({ default: module.FeedbackTrend })));

const NOT_ENOUGH = 'Not enough reviews yet';
const NOT_ENOUGH_FOR_FILTER = 'Not enough reviews for this filter';

/**
 * A 360 report: the radar of the overall averages and the monthly trend, each shown only where at least
 * `minReviewers` distinct people reviewed (the server already withholds the rest, counts included). No
 * names, ever. `filtered`: the report is narrowed by project, reviewer or job role.
 */
export function FeedbackReportView({ report, filtered = false }: { report: FeedbackReport; filtered?: boolean }) {
  const { overall, monthly, minReviewers } = report;
  const notEnough = filtered ? NOT_ENOUGH_FOR_FILTER : NOT_ENOUGH;
  const monthsShown = monthly.filter((month) => month.averages).length;
  const hint = `Averages appear once at least ${minReviewers} different people have reviewed.`;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card
          title="Overall"
          extra={
            overall.reviewerCount === undefined || overall.reviewCount === undefined ? null : (
              <Typography.Text type="secondary">
                {countOf(overall.reviewerCount, 'reviewer')} · {countOf(overall.reviewCount, 'review')}
              </Typography.Text>
            )
          }
        >
          {overall.averages ? (
            <>
              <Suspense fallback={<LoadingState label="Loading the radar" />}>
                <FeedbackRadar averages={overall.averages} />
              </Suspense>
              <Row gutter={8}>
                {Object.entries(overall.averages).map(([parameter, value]) => (
                  <Col key={parameter} xs={12} sm={8}>
                    <Flex vertical>
                      <Typography.Text type="secondary">
                        {PARAMETER_LABELS[parameter as keyof typeof PARAMETER_LABELS]}
                      </Typography.Text>
                      <Typography.Text strong style={{ fontSize: 20 }}>
                        {value.toFixed(2)}
                      </Typography.Text>
                    </Flex>
                  </Col>
                ))}
              </Row>
            </>
          ) : (
            <Empty
              description={
                <>
                  <div>{notEnough}</div>
                  <Typography.Text type="secondary">{hint}</Typography.Text>
                </>
              }
            />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card title="Month by month">
          {monthsShown ? (
            <>
              <Suspense fallback={<LoadingState label="Loading the trend" />}>
                <FeedbackTrend monthly={monthly} />
              </Suspense>
              {monthsShown < monthly.length && (
                <Typography.Text type="secondary">
                  Months with fewer than {countOf(minReviewers, 'reviewer')} are left blank.
                </Typography.Text>
              )}
            </>
          ) : (
            <Empty
              description={
                <>
                  <div>{notEnough}</div>
                  <Typography.Text type="secondary">{hint}</Typography.Text>
                </>
              }
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
