import { portalRoutes } from '@timely/shared-ui/portal-paths';
import type { ScreenManifest } from '@timely/shared-ui/screens';

/**
 * The screens this remote owns: one entry each, published in its mf-manifest.json (webpack.config.ts) and
 * routed by routes.tsx, which renders each by its name. The host builds its routes, menu entries and role
 * guard from the published list. The English here is the manifest's fallback; each language's words are
 * `screen.<name>.title` and `screen.<name>.menu` in the remote's messages (docs/adding-a-screen.md).
 */
/* eslint-disable local/no-literal-ui-text */
export const screens = [
  {
    name: 'overview',
    path: portalRoutes.overview.path,
    title: 'Overview',
    remote: 'projects',
    menu: { id: 'overview', group: 'dashboard', order: 10, label: 'Overview' },
  },
  {
    name: 'projects',
    path: portalRoutes.projects.path,
    title: 'Projects',
    remote: 'projects',
    menu: { id: 'view-all-projects', group: 'manage-projects', order: 10, label: 'View All Projects', icon: 'project' },
  },
  { name: 'projectOverview', path: portalRoutes.projectOverview.path, title: 'Project overview', remote: 'projects' },
  { name: 'sprints', path: portalRoutes.sprints.path, title: 'Sprints', remote: 'projects' },
  { name: 'tasks', path: portalRoutes.tasks.path, title: 'Tasks', remote: 'projects' },
  { name: 'sprintBoard', path: portalRoutes.sprintBoard.path, title: 'Sprint board', remote: 'projects' },
  { name: 'sprintReport', path: portalRoutes.sprintReport.path, title: 'Sprint report', remote: 'projects' },
  { name: 'backlog', path: portalRoutes.backlog.path, title: 'Backlog', remote: 'projects' },
  { name: 'projectBoard', path: portalRoutes.projectBoard.path, title: 'Board', remote: 'projects' },
  { name: 'projectTasks', path: portalRoutes.projectTasks.path, title: 'All tasks', remote: 'projects' },
  { name: 'taskDetail', path: portalRoutes.taskDetail.path, title: 'Task', remote: 'projects' },
  // every signed-in user's assigned, watched and mentioning tasks
  {
    name: 'myWork',
    path: '/my-work',
    title: 'My work',
    remote: 'projects',
    menu: { id: 'my-work', group: 'manage-projects', order: 5, label: 'My work', icon: 'check-square' },
  },
] as const satisfies readonly ScreenManifest[];
/* eslint-enable local/no-literal-ui-text */

export type ProjectsScreenName = (typeof screens)[number]['name'];
