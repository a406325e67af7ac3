import { landingAfterSignIn, loginHref } from './sign-in-return';

const back = (from: { pathname: string; search?: string }, role: 'admin' | 'editor') =>
  landingAfterSignIn(new URL(loginHref(from), 'http://x').search, role);

it('comes back to the page asked for, with its query string', () => {
  expect(back({ pathname: '/feed', search: '?page=2' }, 'editor')).toBe('/feed?page=2');
  expect(back({ pathname: '/projectlevelkpi/p1' }, 'editor')).toBe('/projectlevelkpi/p1');
});

it('goes to Overview when the role may not see the page asked for', () => {
  expect(back({ pathname: '/dashboard' }, 'admin')).toBe('/dashboard');
  expect(back({ pathname: '/dashboard' }, 'editor')).toBe('/preview');
});

it('never leaves the site and ignores unknown pages and the login page itself', () => {
  expect(landingAfterSignIn('?next=%2F%2Fevil.test%2Ffeed', 'admin')).toBe('/preview');
  expect(landingAfterSignIn('?next=https%3A%2F%2Fevil.test', 'admin')).toBe('/preview');
  expect(landingAfterSignIn('?next=%2Fno-such-page', 'admin')).toBe('/preview');
  expect(loginHref({ pathname: '/pages/login/' })).toBe('/pages/login/');
  expect(landingAfterSignIn('', 'admin')).toBe('/preview');
});
