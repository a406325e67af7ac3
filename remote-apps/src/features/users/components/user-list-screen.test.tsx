import { demoApiPaths, type DemoUser } from '@timely/contract';
import { createStubApiClient, failure } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApps } from '../../../testing/render-apps';
import { demoUser, usersRoutes } from '../testing/users-fixtures';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const LIST = `GET ${demoApiPaths.usersList}`;
const ROLES = ['admin', 'staff', 'user'] as const;
const STATUSES = ['active', 'blocked', 'deactivated'] as const;
const DEPARTMENTS = ['sales', 'development', 'management'] as const;
const NAMES = ['Angelo Sashington', 'Beatrix Okoye', 'Cyrus Lindqvist', 'Dalia Moreau', 'Emeka Tanaka', 'Freya Varga'];

/** Twelve users: each role, status and department, names A… to F… twice, popularity falling with the id. */
const users: DemoUser[] = Array.from({ length: 12 }, (_, n) =>
  demoUser({
    id: 268 + n,
    name: `${NAMES[n % NAMES.length]!}${n >= NAMES.length ? ' II' : ''}`,
    email: `person${n}@example.com`,
    role: ROLES[n % 3],
    status: STATUSES[Math.floor(n / 3) % 3],
    department: DEPARTMENTS[Math.floor(n / 4) % 3],
    popularity: 90 - n * 7,
  }),
);

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://portal.test');
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

/** The count under the page's title (the pager repeats it). */
const findCount = (text: string) => screen.findByText(text, { selector: 'span[aria-live]' });

function renderList(route = '/pages/user/list', reply: Parameters<typeof createStubApiClient>[0] = {}) {
  const stub = createStubApiClient({ [LIST]: { data: users }, ...reply });
  const view = renderApps(usersRoutes(), { client: stub.client, route });
  return { ...view, ...stub };
}

it('lists the users with role, department, status, coloured popularity and actions, ten a page, and the count', async () => {
  const { user } = renderList();
  expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  expect(await findCount('12 users')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Users' });
  const first = within(table).getAllByRole('row')[1]!;
  expect(within(first).getByRole('link', { name: 'Angelo Sashington' })).toHaveAttribute(
    'href',
    '/pages/user/view/268',
  );
  expect(within(first).getByText('person0@example.com')).toBeInTheDocument();
  expect(within(first).getByText('Admin')).toBeInTheDocument();
  expect(within(first).getByText('Sales')).toBeInTheDocument();
  expect(within(first).getByText('Active')).toBeInTheDocument();
  expect(within(first).getByRole('progressbar', { name: 'Popularity 90 of 100' })).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'View Angelo Sashington' })).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Edit Angelo Sashington' })).toBeInTheDocument();
  expect(rowNames()).toHaveLength(10);

  await user.click(screen.getByRole('listitem', { name: '2' }));
  await waitFor(() => expect(rowNames()).toEqual(['Emeka Tanaka II', 'Freya Varga II']));
  expect(location().searchParams.get('page')).toBe('2');
});

it('filters by role, status and department from the URL, and a filter chosen lands in the URL', async () => {
  const { user } = renderList('/pages/user/list?role=admin&status=active');
  await findCount('2 users of 12');
  expect(rowNames()).toEqual(['Angelo Sashington', 'Dalia Moreau II']);
  expect(screen.getByRole('combobox', { name: 'Role' })).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Department' }));
  await user.click(await screen.findByTitle('Development'));
  await waitFor(() => expect(location().searchParams.get('department')).toBe('development'));
  expect(location().searchParams.get('role')).toBe('admin');
  expect(await screen.findByText('No user matches these filters.')).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByTitle('All statuses'));
  await waitFor(() => expect(rowNames()).toEqual(['Angelo Sashington II']));
  expect(location().searchParams.has('status')).toBe(false);
});

it('ignores filter values it does not know', async () => {
  renderList('/pages/user/list?role=owner&department=legal');
  expect(await findCount('12 users')).toBeInTheDocument();
});

it('searches names and e-mail addresses as you type, kept in the URL', async () => {
  const { user } = renderList();
  await findCount('12 users');
  await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'beatrix');
  await waitFor(() => expect(rowNames()).toEqual(['Beatrix Okoye', 'Beatrix Okoye II']));
  expect(location().searchParams.get('search')).toBe('beatrix');

  await user.clear(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'PERSON11@');
  await waitFor(() => expect(rowNames()).toEqual(['Freya Varga II']));
});

it('says when no user matches, and Clear filters brings everyone back', async () => {
  const { user } = renderList('/pages/user/list?search=nobody&role=staff');
  expect(await screen.findByText('No user matches these filters.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const clear = screen.getAllByRole('button', { name: 'Clear filters' });
  await user.click(clear[clear.length - 1]!);
  expect(await findCount('12 users')).toBeInTheDocument();
  expect(location().search).toBe('');
  expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search by name or e-mail' }).value).toBe('');
});

it('sorts by a column, in the URL, both ways', async () => {
  const { user } = renderList();
  await findCount('12 users');
  await user.click(screen.getByRole('columnheader', { name: /Popularity/ }));
  await waitFor(() => expect(rowNames()[0]).toBe('Freya Varga II'));
  expect(location().searchParams.get('sort')).toBe('popularity');
  await user.click(screen.getByRole('columnheader', { name: /Popularity/ }));
  await waitFor(() => expect(rowNames()[0]).toBe('Angelo Sashington'));
  expect(location().searchParams.get('order')).toBe('desc');
});

it('opens a user from the list', async () => {
  const { user } = renderList();
  await user.click(await screen.findByRole('button', { name: 'Edit Beatrix Okoye' }));
  expect(location().pathname).toBe('/app/user/edit/269');
});

it('shows an error with Retry when the users cannot be loaded, and the list once they can', async () => {
  let fail = true;
  const { user } = renderList('/pages/user/list', {
    [LIST]: () => (fail ? failure(500, 'The server stumbled.') : { data: users }),
  });
  expect(await screen.findByText('The users could not be loaded')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await findCount('12 users')).toBeInTheDocument();
});

it('shows a loading state while the users arrive', async () => {
  let respond: (reply: { data: DemoUser[] }) => void = () => {};
  renderList('/pages/user/list', { [LIST]: () => new Promise((resolve) => (respond = resolve)) });
  expect(await screen.findByRole('status', { name: 'Loading users' })).toBeInTheDocument();
  respond({ data: users });
  expect(await findCount('12 users')).toBeInTheDocument();
});

it('speaks German and Arabic', async () => {
  const german = renderApps(usersRoutes(), {
    client: createStubApiClient({ [LIST]: { data: users } }).client,
    route: '/pages/user/list?role=admin',
    language: 'de',
  });
  expect(await screen.findByRole('heading', { name: 'Benutzer' })).toBeInTheDocument();
  expect(await findCount('4 Benutzer von 12')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Nach Name oder E-Mail suchen' })).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Beliebtheit 90 von 100' })).toBeInTheDocument();
  expect(screen.getAllByText('Gesperrt').length).toBeGreaterThan(0);
  german.unmount();

  renderApps(usersRoutes(), {
    client: createStubApiClient({ [LIST]: { data: users } }).client,
    route: '/pages/user/list',
    language: 'ar',
  });
  expect(await screen.findByRole('heading', { name: 'المستخدمون' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'الدور' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'عرض Angelo Sashington' })).toBeInTheDocument();
});
