import { portalHref, useMessages } from '@timely/shared-ui';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ScoreGauge } from '../../../common/components/score-gauge';
import { formatDay } from '../../../common/utils/format';
import { useOngoingProjects } from '../api/get-ongoing-projects';
import { LazyWidgetPager } from './lazy-widget-pager';
import { useLastPageKept } from './use-last-page-kept';
import { TeamAvatars } from './team-avatars';
import { WidgetCard } from './widget-card';
import { overviewMessages } from '../messages/messages';

// two columns where the card is wide, one on a phone
const PROJECT_GRID = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  columnGap: 16,
} as const;

/**
 * The projects In Progress the caller may see, a page at a time by name: score gauge, team, start and estimated
 * delivery.
 */
export function OngoingProjectsCard() {
  const t = useMessages(overviewMessages);
  const [page, setPage] = useState(1);
  const query = useOngoingProjects(page);
  useLastPageKept(page, query.data?.totalPages, setPage);
  return (
    <WidgetCard
      // two rows of two projects
      reserve={232}
      title={t('dash.ongoing.title')}
      query={query}
      exported={{ widget: 'ongoingProjects' }}
      isEmpty={(data) => data.total === 0}
      empty={t('dash.ongoing.empty')}
    >
      {(data) => (
        <>
          <ul aria-label={t('dash.ongoing.title')} style={PROJECT_GRID}>
            {data.items.map((project) => (
              <li key={project._id} style={{ padding: '8px 0' }}>
                <Flex align="center" gap={12}>
                  <ScoreGauge
                    score={project.score}
                    size={64}
                    label={t('dash.ongoing.scoreOf', { name: project.name })}
                    caption={t('projects.column.score')}
                  />
                  <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
                    <Link to={portalHref('projectOverview', { projectId: project._id })}>
                      <Typography.Text strong ellipsis>
                        {project.name}
                      </Typography.Text>
                    </Link>
                    <Typography.Text type="secondary">
                      <bdi>
                        {t('dash.ongoing.span', {
                          from: formatDay(project.startDate),
                          to: formatDay(project.estimatedDelivery),
                        })}
                      </bdi>
                    </Typography.Text>
                    <TeamAvatars team={project.team} />
                  </Flex>
                </Flex>
              </li>
            ))}
          </ul>
          <LazyWidgetPager list={data} label={t('dash.ongoing.pages')} onChange={setPage} />
        </>
      )}
    </WidgetCard>
  );
}
