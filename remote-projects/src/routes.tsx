import { sessionUserAtom } from '@timely/shared-auth';
import {
  LoadingState,
  PendingScreen,
  preloadable,
  screensWithWords,
  routesOfRemote,
  type PortalRouteName,
  type Preloadable,
  useMessages,
} from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { commonMessages } from './common/messages/messages';

// each screen's books of words, imported when a language other than English needs them
const projectsBook = async () => (await import('./messages/messages')).projectsMessages;
const overviewBook = async () => (await import('./features/overview/messages/messages')).overviewMessages;
const commonBook = async () => commonMessages;
const projectTasksBook = async () => (await import('./features/project-tasks/messages/messages')).projectTasksMessages;

// One screen per route, each its own chunk, downloaded with its words (the Overview reads books of its own).
export const SCREENS: Partial<Record<PortalRouteName, Preloadable>> = screensWithWords(
  {
    projects: preloadable(() =>
      import('./features/project-list/components/projects-page').then((module) => module.ProjectsPage),
    ),
    projectOverview: preloadable(() =>
      import('./features/project-overview/components/project-overview-page').then(
        (module) => module.ProjectOverviewPage,
      ),
    ),
    sprints: preloadable(() =>
      import('./features/sprints/components/sprints-page').then((module) => module.SprintsPage),
    ),
    overview: preloadable(() =>
      import('./features/overview/components/overview-page').then((module) => module.OverviewPage),
    ),
    tasks: preloadable(() => import('./features/tasks/components/tasks-page').then((module) => module.TasksPage)),
    taskDetail: preloadable(() =>
      import('./features/task-detail/components/task-detail-page').then((module) => module.TaskDetailPage),
    ),
    sprintReport: preloadable(() =>
      import('./features/sprint-report/components/sprint-report-page').then((module) => module.SprintReportPage),
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
      import('./features/tasks/components/tasks-page').then((module) => module.SprintBoardPage),
    ),
  },
  [projectsBook, commonBook],
  { overview: [overviewBook, commonBook], projectTasks: [projectTasksBook, projectsBook, commonBook] },
);

// issue #49's "My work" (screens.ts): not a route of portal-paths.ts, so not in SCREENS
const MyWorkScreen = preloadable(() =>
  import('./features/my-work/components/my-work-page').then((module) => module.MyWorkPage),
);

/** Every route shared-ui's portal-paths.ts gives this remote, each screen its own chunk. */
export function ProjectsRoutes() {
  const t = useMessages(commonMessages);
  const user = useAtomValue(sessionUserAtom);
  const signedInAs = user ? `${user.name} (${user.level})` : t('bulk.nobody');
  return (
    <Suspense fallback={<LoadingState label={t('common.loadingScreen')} />}>
      <Routes>
        {routesOfRemote('projects').map((route) => {
          const Screen = SCREENS[route.name]?.Component;
          return (
            <Route
              key={route.name}
              path={route.path}
              element={
                Screen ? (
                  <Screen />
                ) : (
                  <PendingScreen remote="remote-projects" route={route.name} issue={7} signedInAs={signedInAs} />
                )
              }
            />
          );
        })}
        <Route path="/my-work" element={<MyWorkScreen.Component />} />
      </Routes>
    </Suspense>
  );
}
