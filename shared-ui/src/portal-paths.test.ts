import { portalHref, portalRoutes, routesOfRemote, screenTitle } from './portal-paths';

it('fills route params', () => {
  expect(portalHref('sprints', { projectId: 'p 1' })).toBe('/data-list/view-all-sprints/p%201');
  expect(() => portalHref('tasks')).toThrow('missing param sprintId');
});

it('gives each remote the routes portal-paths.ts assigns it', () => {
  expect(routesOfRemote('feeds').map((route) => route.path)).toEqual(['/feed']);
  expect(routesOfRemote('kpi').map((route) => route.path)).toEqual([
    '/projectlevel',
    '/projectlevelkpi/:projectId',
    '/leaveReport',
    '/consensus',
    '/tvapp',
  ]);
  expect(portalRoutes.peopleAvailability.permissions).toEqual(['admin']);
});

it('names every screen in the browser tab', () => {
  expect(screenTitle('/data-list/view-all-projects')).toBe('Projects · Timely');
  expect(screenTitle('/projectlevelkpi/p1')).toBe('Project KPIs · Timely');
  expect(screenTitle('/pages/login/')).toBe('Sign in · Timely');
  expect(screenTitle('/no/such/page')).toBe('Timely');
  const titles = Object.values(portalRoutes).map((route) => route.title);
  expect(titles.every((title) => title.length > 0)).toBe(true);
});
