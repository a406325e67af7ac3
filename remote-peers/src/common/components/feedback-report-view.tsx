import type { FeedbackParameter, FeedbackReport } from '@timely/contract';
import { LoadingState, useMessages } from '@timely/shared-ui';
import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { peersMessages } from '../../messages/messages';
import { formatScore, parameterLabel } from './feedback-charts-labels';
import { Suspense } from 'react';
import { feedbackRadar, feedbackTrend } from './lazy-feedback-charts';

/**
 * A 360 report: the radar of the overall averages and the monthly trend, each shown only where at least
 * `minReviewers` distinct people reviewed (the server already withholds the rest, counts included). No
 * names, ever. `filtered`: the report is narrowed by project, reviewer or job role.
 */
export function FeedbackReportView({ report, filtered = false }: { report: FeedbackReport; filtered?: boolean }) {
  const t = useMessages(peersMessages);
  const { overall, monthly, minReviewers } = report;
  const notEnough = filtered ? t('feedback.report.notEnoughForFilter') : t('feedback.report.notEnough');
  const monthsShown = monthly.filter((month) => month.averages).length;
  const hint = t('feedback.report.hint', { count: minReviewers });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card
          title={t('feedback.report.overall')}
          extra={
            overall.reviewerCount === undefined || overall.reviewCount === undefined ? null : (
              <Typography.Text type="secondary">
                {t('feedback.report.counts', { reviewers: overall.reviewerCount, reviews: overall.reviewCount })}
              </Typography.Text>
            )
          }
        >
          {overall.averages ? (
            <>
              <Suspense fallback={<LoadingState label={t('feedback.report.loadingRadar')} />}>
                <feedbackRadar.Component averages={overall.averages} />
              </Suspense>
              <Row gutter={8}>
                {Object.entries(overall.averages).map(([parameter, value]) => (
                  <Col key={parameter} xs={12} sm={8}>
                    <Flex vertical>
                      <Typography.Text type="secondary">
                        {parameterLabel(t, parameter as FeedbackParameter)}
                      </Typography.Text>
                      <Typography.Text strong style={{ fontSize: 20 }}>
                        {formatScore(value)}
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
        <Card title={t('feedback.report.monthly')}>
          {monthsShown ? (
            <>
              <Suspense fallback={<LoadingState label={t('feedback.report.loadingTrend')} />}>
                <feedbackTrend.Component monthly={monthly} />
              </Suspense>
              {monthsShown < monthly.length && (
                <Typography.Text type="secondary">
                  {t('feedback.report.blankMonths', { count: minReviewers })}
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
