import {
  preloadable,
  ScreenRoutes,
  screensWithMessages,
  useMessages,
  withParts,
  type Preloadable,
} from '@timely/shared-ui';
import { commonMessages } from './common/messages/messages';
import { screens, type ProjectsScreenName } from './screens';

// the parts of screens in chunks of their own, fetched with their screen's code (withParts)
const overviewCharts = async () =>
  (await import('./features/project-overview/components/lazy-planned-actual-chart')).preloadProjectOverviewCharts();
const burndownChart = async () =>
  (await import('./common/components/burndown/lazy-burndown-chart')).preloadBurndownChart();
const sprintBoard = async () =>
  (await import('./features/tasks/board/components/lazy-sprint-board')).preloadSprintBoard();

// each screen's message catalogs, imported when a language other than English needs them
const projectsCatalog = async () => (await import('./messages/messages')).projectsMessages;
const overviewCatalog = async () => (await import('./features/overview/messages/messages')).overviewMessages;
const commonCatalog = async () => commonMessages;
const projectTasksCatalog = async () =>
  (await import('./features/project-tasks/messages/messages')).projectTasksMessages;

// Each screen of screens.ts by its name, its own chunk, downloaded with its messages (the Overview reads catalogs of its own).
export const SCREENS: Record<ProjectsScreenName, Preloadable> = screensWithMessages(
  {
    projects: preloadable(() =>
      import('./features/project-list/components/projects-page').then((module) => module.ProjectsPage),
    ),
    projectOverview: preloadable(() =>
      withParts(
        import('./features/project-overview/components/project-overview-page').then(
          (module) => module.ProjectOverviewPage,
        ),
        overviewCharts,
      ),
    ),
    sprints: preloadable(() =>
      import('./features/sprints/components/sprints-page').then((module) => module.SprintsPage),
    ),
    overview: preloadable(() =>
      import('./features/overview/components/overview-page').then((module) => module.OverviewPage),
    ),
    tasks: preloadable(() =>
      withParts(
        import('./features/tasks/components/tasks-page').then((module) => module.TasksPage),
        burndownChart,
      ),
    ),
    taskDetail: preloadable(() =>
      import('./features/task-detail/components/task-detail-page').then((module) => module.TaskDetailPage),
    ),
    sprintReport: preloadable(() =>
      withParts(
        import('./features/sprint-report/components/sprint-report-page').then((module) => module.SprintReportPage),
        burndownChart,
      ),
    ),
    backlog: preloadable(() =>
      import('./features/backlog/components/backlog-page').then((module) => module.BacklogPage),
    ),
    projectBoard: preloadable(() =>
      import('./features/project-board/components/project-board-page').then((module) => module.ProjectBoardPage),
    ),
    projectTasks: preloadable(() =>
      import('./features/project-tasks/components/project-tasks-page').then((module) => module.ProjectTasksPage),
    ),
    sprintBoard: preloadable(() =>
      withParts(
        import('./features/tasks/components/tasks-page').then((module) => module.SprintBoardPage),
        sprintBoard,
        burndownChart,
      ),
    ),
    myWork: preloadable(() => import('./features/my-work/components/my-work-page').then((module) => module.MyWorkPage)),
  },
  [projectsCatalog, commonCatalog],
  { overview: [overviewCatalog, commonCatalog], projectTasks: [projectTasksCatalog, projectsCatalog, commonCatalog] },
);

/** This remote's routes: each screen of screens.ts, rendered by its name. */
export function ProjectsRoutes() {
  const t = useMessages(commonMessages);
  return <ScreenRoutes screens={screens} components={SCREENS} loadingLabel={t('common.loadingScreen')} />;
}
