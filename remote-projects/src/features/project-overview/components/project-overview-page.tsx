import { projectStatusLabel } from '../../../common/utils/labels';
import { QueryErrorState } from '@timely/shared-auth';
import { LoadingState, PageHeader, portalHref, useMessages } from '@timely/shared-ui';
import { Card, Col, Row, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { ProjectNav } from '../../../common/components/project-nav';
import { ScoreGauge } from '../../../common/components/score-gauge';
import { formatAmount } from '../../../common/utils/format';
import { useProjectOverview } from '../api/get-project-overview';
import { CurrentSprintTile } from './current-sprint-tile';
import { ProjectAboutCard } from './project-about-card';
import { LazyPlannedActualChart, LazyVelocityChart } from './lazy-planned-actual-chart';
import { TeamTile } from './team-tile';
import { EpicsPanel } from '../../../common/components/epics-panel';
import { projectsMessages } from '../../../messages/messages';
import { PrintButton } from '@timely/shared-auth/downloads';

/** /view-components/overview/:projectId: score, dates, platforms, planned vs actual, velocity, current sprint, team. */
export function ProjectOverviewPage() {
  const t = useMessages(projectsMessages);
  const { projectId = '' } = useParams();
  const overview = useProjectOverview(projectId);
  if (overview.isLoading) return <LoadingState label={t('overview.project.loading')} />;
  if (overview.isError || !overview.data)
    return (
      <QueryErrorState query={overview} exit={{ label: t('common.backToProjects'), to: portalHref('projects') }} />
    );
  const { project, plannedVsActual, currentSprint, team, velocity } = overview.data;
  return (
    <>
      <PageHeader title={project.name} subtitle={projectStatusLabel(t, project.status)} actions={<PrintButton />} />
      <ProjectNav projectId={projectId} current="overview" />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card size="small" title={t('projects.column.score')}>
            <ScoreGauge score={project.score} label={t('overview.project.scoreLabel')} />
          </Card>
        </Col>
        <Col xs={24} md={16}>
          <ProjectAboutCard project={project} />
        </Col>
        <Col xs={24}>
          <Card size="small" title={t('overview.project.plannedVsActual')}>
            {plannedVsActual.length ? (
              <LazyPlannedActualChart points={plannedVsActual} />
            ) : (
              <Typography.Text type="secondary">{t('sprints.noneYet')}</Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24}>
          <Card
            size="small"
            title={t('velocity.title')}
            extra={
              velocity.averageCompleted !== null && (
                <Typography.Text type="secondary">
                  {t('velocity.average', { amount: formatAmount(t, velocity.averageCompleted, velocity.scoringUnit) })}
                </Typography.Text>
              )
            }
          >
            {velocity.sprints.length ? (
              <LazyVelocityChart velocity={velocity} />
            ) : (
              <Typography.Text type="secondary">{t('velocity.empty')}</Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <CurrentSprintTile sprint={currentSprint} />
        </Col>
        <Col xs={24} md={12}>
          <TeamTile team={team} />
        </Col>
        <Col xs={24}>
          <EpicsPanel projectId={projectId} />
        </Col>
      </Row>
    </>
  );
}
