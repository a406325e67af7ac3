import { PageHeader, useMessages } from '@timely/shared-ui';
import { Col, Row } from 'antd';
import { ActivityCard } from './activity-card';
import { HeadCountCard } from './head-count-card';
import { LeaderboardCard } from './leaderboard-card';
import { NextWeekCard } from './next-week-card';
import { OngoingProjectsCard } from './ongoing-projects-card';
import { PlannedActualCard } from './planned-actual-card';
import { WeekChartCard } from './week-chart-card';
import { overviewMessages } from '../messages/messages';

/** /preview: the Overview dashboard, one card per widget, each loading and failing on its own. */
export function OverviewPage() {
  const t = useMessages(overviewMessages);
  return (
    <>
      <PageHeader title={t('sprints.overview')} subtitle={t('dash.subtitle')} />
      <Row gutter={[16, 16]} align="stretch">
        <Col xs={24} lg={8}>
          <HeadCountCard />
        </Col>
        <Col xs={24} lg={16}>
          <WeekChartCard />
        </Col>
        <Col xs={24} lg={8}>
          <NextWeekCard />
        </Col>
        <Col xs={24} lg={16}>
          <OngoingProjectsCard />
        </Col>
        <Col xs={24} lg={8}>
          <ActivityCard />
        </Col>
        <Col xs={24} lg={16}>
          <PlannedActualCard />
        </Col>
        <Col xs={24}>
          <LeaderboardCard />
        </Col>
      </Row>
    </>
  );
}
