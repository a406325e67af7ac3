import { portalHref, portalRoutes, screenTitle } from './portal-paths';

it('fills route params', () => {
  expect(portalHref('sprints', { projectId: 'p 1' })).toBe('/data-list/view-all-sprints/p%201');
  expect(() => portalHref('tasks')).toThrow('missing param sprintId');
});

it("names the host's pages in the browser tab, and a remote's screen by the title its remote declares", () => {
  expect(screenTitle('/pages/login/')).toBe('Sign in · Timely');
  expect(screenTitle('/no/such/page')).toBe('Timely');
  // a remote's screen is only a path here: its title comes with the screens the remote publishes
  expect(screenTitle('/projectlevelkpi/p1')).toBe('Timely');
  expect(screenTitle('/projectlevelkpi/p1', [{ path: '/projectlevelkpi/:projectId', title: 'Project KPIs' }])).toBe(
    'Project KPIs · Timely',
  );
  const hostTitles = Object.values(portalRoutes).flatMap((route) => ('title' in route ? [route.title] : []));
  expect(hostTitles.every((title) => title.length > 0)).toBe(true);
});
