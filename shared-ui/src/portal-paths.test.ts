import { portalHref, portalRoutes, routesOfRemote } from './portal-paths';

it('fills route params', () => {
  expect(portalHref('sprints', { projectId: 'p 1' })).toBe('/data-list/view-all-sprints/p%201');
  expect(() => portalHref('tasks')).toThrow('missing param sprintId');
});

it('gives each remote the routes PRODUCT.md §1 assigns it', () => {
  expect(routesOfRemote('feeds').map((route) => route.path)).toEqual(['/feed']);
  expect(routesOfRemote('kpi').map((route) => route.path)).toEqual(['/projectlevel', '/projectlevelkpi/:projectId', '/leaveReport', '/consensus', '/tvapp']);
  expect(portalRoutes.peopleAvailability.permissions).toEqual(['admin']);
});
