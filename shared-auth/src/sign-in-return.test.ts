import { landingAfterSignIn, loginHref } from './sign-in-return';

// what the host would say: the admin opens every page it knows, the editor all but People Availability
const KNOWN = ['/feed', '/projectlevelkpi/p1', '/dashboard', '/pages/login/', '/'];
const mayOpenAs = (role: 'admin' | 'editor') => (pathname: string) =>
  KNOWN.includes(pathname) && (role === 'admin' || pathname !== '/dashboard');
const back = (from: { pathname: string; search?: string }, role: 'admin' | 'editor') =>
  landingAfterSignIn(new URL(loginHref(from), 'http://x').search, mayOpenAs(role));

it('comes back to the page asked for, with its query string', () => {
  expect(back({ pathname: '/feed', search: '?page=2' }, 'editor')).toBe('/feed?page=2');
  expect(back({ pathname: '/projectlevelkpi/p1' }, 'editor')).toBe('/projectlevelkpi/p1');
});

it('goes to Overview when the role may not see the page asked for', () => {
  expect(back({ pathname: '/dashboard' }, 'admin')).toBe('/dashboard');
  expect(back({ pathname: '/dashboard' }, 'editor')).toBe('/preview');
});

it('never leaves the site and ignores unknown pages and the login page itself', () => {
  expect(landingAfterSignIn('?next=%2F%2Fevil.test%2Ffeed', mayOpenAs('admin'))).toBe('/preview');
  expect(landingAfterSignIn('?next=https%3A%2F%2Fevil.test', mayOpenAs('admin'))).toBe('/preview');
  expect(landingAfterSignIn('?next=%2Fno-such-page', mayOpenAs('admin'))).toBe('/preview');
  expect(loginHref({ pathname: '/pages/login/' })).toBe('/pages/login/');
  expect(landingAfterSignIn('', mayOpenAs('admin'))).toBe('/preview');
});

it('never comes back to the sign-in page or the bare root, even where the host would open them', () => {
  expect(back({ pathname: '/pages/login/' }, 'admin')).toBe('/preview');
  expect(landingAfterSignIn('?next=%2Fpages%2Flogin%2F', mayOpenAs('admin'))).toBe('/preview');
  expect(landingAfterSignIn('?next=%2F', mayOpenAs('admin'))).toBe('/preview');
});
