import { portalHref, useMessages } from '@timely/shared-ui';
import { Col, Flex, Row, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useActivitySummary } from '../api/get-activity-summary';
import { LazyWidgetPager } from './lazy-widget-pager';
import { useLastPageKept } from './use-last-page-kept';
import { WidgetCard } from './widget-card';
import { overviewMessages } from '../messages/messages';

/** Projects with in-progress tasks vs projects with stuck tasks (open sprints), and a page of them, most stuck first. */
export function ActivityCard() {
  const t = useMessages(overviewMessages);
  const [page, setPage] = useState(1);
  const query = useActivitySummary(page);
  useLastPageKept(page, query.data?.totalPages, setPage);
  return (
    <WidgetCard
      // its counts
      reserve={193}
      title={t('dash.activity.title')}
      query={query}
      exported={{ widget: 'activity' }}
      isEmpty={(data) => (data.total ?? data.projects.length) === 0}
      empty={t('dash.activity.empty')}
    >
      {(data) => (
        <>
          <Row gutter={16}>
            <Col span={12}>
              <Statistic title={t('dash.activity.inProgress')} value={data.inProgress} />
            </Col>
            <Col span={12}>
              <Statistic title={t('dash.activity.stuck')} value={data.stuck} />
            </Col>
          </Row>
          <ul aria-label={t('dash.activity.live')} style={{ listStyle: 'none', margin: '12px 0 0', padding: 0 }}>
            {data.projects.map((project) => (
              <li key={project._id} style={{ padding: '4px 0' }}>
                <Flex justify="space-between" gap={8} wrap>
                  {/* at least 24 px high, a target a finger can take (WCAG 2.5.8) where the row wraps on a phone */}
                  <Link
                    to={portalHref('projectOverview', { projectId: project._id })}
                    style={{ display: 'inline-block', lineHeight: '24px' }}
                  >
                    {project.name}
                  </Link>
                  <span>
                    <Tag color="processing">
                      {t('dash.activity.inProgressCount', { count: project.inProgressTasks })}
                    </Tag>
                    <Tag color={project.stuckTasks ? 'error' : 'default'}>
                      {t('dash.activity.stuckCount', { count: project.stuckTasks })}
                    </Tag>
                  </span>
                </Flex>
              </li>
            ))}
          </ul>
          <LazyWidgetPager list={data} label={t('dash.activity.pages')} onChange={setPage} />
        </>
      )}
    </WidgetCard>
  );
}
