import { PROJECT_STATUS_LABELS, projectEnd } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { LoadingState, PageHeader, portalHref, useMessages } from '@timely/shared-ui';
import { Card, Col, Descriptions, Row, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { ScoreGauge } from '../../../common/components/score-gauge';
import { formatDay, formatRecurring } from '../../../common/utils/format';
import { useProjectOverview } from '../api/get-project-overview';
import { CurrentSprintTile } from './current-sprint-tile';
import { LazyPlannedActualChart } from './lazy-planned-actual-chart';
import { TeamTile } from './team-tile';
import { projectsMessages } from '../../../messages/messages';

/** /view-components/overview/:projectId: score, dates, platforms, planned vs actual, current sprint, team. */
export function ProjectOverviewPage() {
  const t = useMessages(projectsMessages);
  const { projectId = '' } = useParams();
  const overview = useProjectOverview(projectId);
  if (overview.isLoading) return <LoadingState label="Loading the project" />;
  if (overview.isError || !overview.data)
    return <QueryErrorState query={overview} exit={{ label: 'Back to projects', to: portalHref('projects') }} />;
  const { project, plannedVsActual, currentSprint, team } = overview.data;
  return (
    <>
      <PageHeader
        title={project.name}
        subtitle={PROJECT_STATUS_LABELS[project.status]}
        actions={<Link to={portalHref('sprints', { projectId })}>Sprints</Link>}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card size="small" title="Score">
            <ScoreGauge score={project.score} label="Project score (last 6 closed sprints)" />
          </Card>
        </Col>
        <Col xs={24} md={16}>
          <Card size="small" title="About">
            <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
              <Descriptions.Item label="Start">{formatDay(project.startDate)}</Descriptions.Item>
              <Descriptions.Item label="End">
                {formatDay(projectEnd(project.startDate, project.endDate, project.recurringMonths))}
              </Descriptions.Item>
              <Descriptions.Item label="Recurring">
                {formatRecurring(t, project.recurringMonths, 'month')}
              </Descriptions.Item>
              <Descriptions.Item label="Platforms">
                {project.platforms.length
                  ? project.platforms.map((platform) => <Tag key={platform._id}>{platform.name}</Tag>)
                  : '—'}
              </Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
              {project.description || <Typography.Text type="secondary">No description.</Typography.Text>}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title="Planned vs actual per sprint">
            {plannedVsActual.length ? (
              <LazyPlannedActualChart points={plannedVsActual} />
            ) : (
              <Typography.Text type="secondary">No sprints yet.</Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <CurrentSprintTile sprint={currentSprint} />
        </Col>
        <Col xs={24} md={12}>
          <TeamTile team={team} />
        </Col>
      </Row>
    </>
  );
}
