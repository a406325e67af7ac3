import { portalHref, useMessages, type PortalRouteName } from '@timely/shared-ui';
import { Flex, theme } from 'antd';
import { Link } from 'react-router-dom';
import { projectsMessages } from '../../messages/messages';

export type ProjectPage = 'overview' | 'backlog' | 'board' | 'sprints' | 'tasks';

const PAGES: ReadonlyArray<{
  page: ProjectPage;
  route: PortalRouteName;
  label: 'projectNav.overview' | 'projectNav.backlog' | 'projectNav.board' | 'projectNav.sprints' | 'projectNav.tasks';
}> = [
  { page: 'overview', route: 'projectOverview', label: 'projectNav.overview' },
  { page: 'backlog', route: 'backlog', label: 'projectNav.backlog' },
  { page: 'board', route: 'projectBoard', label: 'projectNav.board' },
  { page: 'sprints', route: 'sprints', label: 'projectNav.sprints' },
  { page: 'tasks', route: 'projectTasks', label: 'projectNav.tasks' },
];

/**
 * The project's own menu on each of its pages: Overview, Backlog, Board, Sprints (the sidebar's four) and All
 * tasks, the project's task list with its saved views.
 */
export function ProjectNav({ projectId, current }: { projectId: string; current: ProjectPage | null }) {
  const t = useMessages(projectsMessages);
  const { token } = theme.useToken();
  return (
    <nav aria-label={t('projectNav.label')} data-print="hide" style={{ marginBottom: 16, overflowX: 'auto' }}>
      <Flex
        gap={4}
        component="ul"
        style={{ margin: 0, padding: 0, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        {PAGES.map(({ page, route, label }) => {
          const here = page === current;
          return (
            <li key={page} style={{ listStyle: 'none' }}>
              <Link
                to={portalHref(route, { projectId })}
                aria-current={here ? 'page' : undefined}
                style={{
                  display: 'inline-block',
                  padding: '8px 12px',
                  whiteSpace: 'nowrap',
                  // the primary colour's text shade: the primary itself is too dark to read on the dark theme's background
                  color: here ? token.colorPrimaryText : token.colorText,
                  fontWeight: here ? 600 : 400,
                  borderBottom: `2px solid ${here ? token.colorPrimary : 'transparent'}`,
                  marginBottom: -1,
                }}
              >
                {t(label)}
              </Link>
            </li>
          );
        })}
      </Flex>
    </nav>
  );
}
