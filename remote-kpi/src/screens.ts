import { portalRoutes } from '@timely/shared-ui/portal-paths';
import type { ScreenManifest } from '@timely/shared-ui/screens';

/**
 * The screens this remote owns: one entry each, published in its mf-manifest.json (webpack.config.ts) and
 * routed by routes.tsx, which renders each by its name. The leave consensus and the TV dashboard open from
 * signed links, without a session. Titles and menu labels: `screen.<name>.*` in the messages.
 */
export const screens = [
  {
    name: 'projectLevel',
    path: portalRoutes.projectLevel.path,
    title: 'Project-level KPI',
    remote: 'kpi',
    menu: { id: 'project-level-kpi', group: 'kpi', order: 10, label: 'Project-level KPI', icon: 'bar-chart' },
  },
  { name: 'projectKpi', path: portalRoutes.projectKpi.path, title: 'Project KPIs', remote: 'kpi' },
  {
    name: 'leaveReport',
    path: portalRoutes.leaveReport.path,
    title: 'Leave',
    remote: 'kpi',
    menu: { id: 'leave-report', group: 'kpi', order: 20, label: 'Leave Report', icon: 'calendar' },
  },
  { name: 'consensus', path: portalRoutes.consensus.path, title: 'Leave consensus', remote: 'kpi', isPublic: true },
  { name: 'tvApp', path: portalRoutes.tvApp.path, title: 'TV dashboard', remote: 'kpi', isPublic: true },
] as const satisfies readonly ScreenManifest[];

export type KpiScreenName = (typeof screens)[number]['name'];
