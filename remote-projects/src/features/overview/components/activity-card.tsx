import { portalHref } from '@timely/shared-ui';
import { Col, Flex, Row, Statistic, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useActivitySummary } from '../api/get-activity-summary';
import { WidgetCard } from './widget-card';

/** Projects with in-progress tasks vs projects with stuck tasks (open sprints), and which they are. */
export function ActivityCard() {
  const query = useActivitySummary();
  return (
    <WidgetCard
      title="Activity summary"
      query={query}
      isEmpty={(data) => data.projects.length === 0}
      empty="No task is in progress or stuck."
    >
      {(data) => (
        <>
          <Row gutter={16}>
            <Col span={12}>
              <Statistic title="Projects in progress" value={data.inProgress} />
            </Col>
            <Col span={12}>
              <Statistic title="Projects with stuck tasks" value={data.stuck} />
            </Col>
          </Row>
          <ul aria-label="Projects with live work" style={{ listStyle: 'none', margin: '12px 0 0', padding: 0 }}>
            {data.projects.map((project) => (
              <li key={project._id} style={{ padding: '4px 0' }}>
                <Flex justify="space-between" gap={8} wrap>
                  <Link to={portalHref('projectOverview', { projectId: project._id })}>{project.name}</Link>
                  <span>
                    <Tag color="processing">{project.inProgressTasks} in progress</Tag>
                    <Tag color={project.stuckTasks ? 'error' : 'default'}>{project.stuckTasks} stuck</Tag>
                  </span>
                </Flex>
              </li>
            ))}
          </ul>
        </>
      )}
    </WidgetCard>
  );
}
