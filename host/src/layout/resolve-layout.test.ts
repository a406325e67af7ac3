import { DEFAULT_PREFERENCES } from '@timely/contract';
import { isSidebarCollapsed, resolveLayout } from './resolve-layout';

it('hides sidebar and top bar on any path ending in tvapp', () => {
  expect(resolveLayout('vertical', '/tvapp', false)).toBe('full');
  expect(resolveLayout('horizontal', '/screens/lobby-tvapp/', false)).toBe('full');
  expect(resolveLayout('vertical', '/tvapp/settings', false)).toBe('vertical');
});

it('turns horizontal into vertical at 1199 px or narrower only', () => {
  expect(resolveLayout('horizontal', '/preview', false)).toBe('horizontal');
  expect(resolveLayout('horizontal', '/preview', true)).toBe('vertical');
  expect(resolveLayout('full', '/preview', true)).toBe('full');
});

it('collapses the sidebar on the profile page of the horizontal layout', () => {
  expect(isSidebarCollapsed({ ...DEFAULT_PREFERENCES, layout: 'horizontal' }, '/pages/profile')).toBe(true);
  expect(isSidebarCollapsed({ ...DEFAULT_PREFERENCES, layout: 'horizontal' }, '/preview')).toBe(false);
  expect(isSidebarCollapsed({ ...DEFAULT_PREFERENCES, layout: 'vertical' }, '/pages/profile')).toBe(false);
  expect(isSidebarCollapsed({ ...DEFAULT_PREFERENCES, sidebarCollapsed: true }, '/preview')).toBe(true);
});
