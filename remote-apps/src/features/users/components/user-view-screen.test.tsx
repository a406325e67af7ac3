import { demoApiPaths } from '@timely/contract';
import { createStubApiClient, failure } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { renderApps } from '../../../testing/render-apps';
import { demoUser, usersRoutes } from '../testing/users-fixtures';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const LIST = `GET ${demoApiPaths.usersList}`;
const first = demoUser({
  id: 268,
  name: 'Angelo Sashington',
  username: 'angelosashington100',
  email: 'angelo.sashington@example.com',
  role: 'admin',
  status: 'blocked',
  department: 'development',
  company: 'Blue Harbor Labs',
  mobile: '+1 555 0100',
  website: 'https://angelo.example.com',
  dob: '1985-03-09',
  languages_known: ['English', 'Hindi'],
  contact_options: ['email', 'message'],
  permissions: {
    users: { read: true, write: false, create: false, delete: false },
    posts: { read: true, write: true, create: true, delete: true },
    comments: { read: true, write: false, create: true, delete: false },
  },
});
const second = demoUser({ id: 269, name: 'Beatrix Okoye' });

const location = () => screen.getByTestId('location').textContent;
const detail = (label: string) => {
  const term = screen.getByText(label, { selector: '.ant-descriptions-item-label, .ant-descriptions-item-label *' });
  return term.closest('.ant-descriptions-item, tr')!.querySelector('.ant-descriptions-item-content')!;
};

function renderView(id: number | string, list = [first, second]) {
  const stub = createStubApiClient({ [LIST]: { data: list } });
  return { ...renderApps(usersRoutes(), { client: stub.client, route: `/pages/user/view/${id}` }), ...stub };
}

it("shows a user's profile: account, personal details, location, social links and permissions", async () => {
  renderView(268);
  expect(await screen.findByRole('heading', { name: /Angelo Sashington/, level: 3 })).toBeInTheDocument();
  expect(screen.getByText('@angelosashington100')).toBeInTheDocument();
  for (const heading of ['Account', 'Personal information', 'Location', 'Social links', 'Permissions'])
    expect(screen.getByRole('heading', { name: heading, level: 2 })).toBeInTheDocument();

  expect(detail('Username')).toHaveTextContent('angelosashington100');
  expect(within(detail('E-mail') as HTMLElement).getByRole('link')).toHaveAttribute(
    'href',
    'mailto:angelo.sashington@example.com',
  );
  expect(detail('Role')).toHaveTextContent('Admin');
  expect(detail('Status')).toHaveTextContent('Blocked');
  expect(detail('Department')).toHaveTextContent('Development');
  expect(detail('Company')).toHaveTextContent('Blue Harbor Labs');
  expect(detail('Date of birth')).toHaveTextContent('Mar 9, 1985');
  expect(within(detail('Mobile') as HTMLElement).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
    'href',
    'tel:+15550100',
  );
  expect(within(detail('Website') as HTMLElement).getByRole('link')).toHaveAttribute(
    'href',
    'https://angelo.example.com',
  );
  expect(detail('Languages')).toHaveTextContent('EnglishHindi');
  expect(detail('Contact options')).toHaveTextContent('E-mail, Message');
  expect(detail('Address line 1')).toHaveTextContent('10 Market Street');
  expect(detail('Address line 2')).toHaveTextContent('Suite 200');
  expect(detail('Post code')).toHaveTextContent('10001');
  expect(detail('City')).toHaveTextContent('New York');
  expect(screen.getByRole('link', { name: 'https://twitter.com/user268' })).toHaveAttribute(
    'href',
    'https://twitter.com/user268',
  );
  expect(screen.getByRole('link', { name: 'https://github.com/user268' })).toHaveAttribute('target', '_blank');
  expect(screen.queryByText('Facebook')).not.toBeInTheDocument();

  const permissions = screen.getByRole('table', { name: 'Permissions of Angelo Sashington' });
  const posts = within(permissions).getByRole('row', { name: /Posts/ });
  expect(within(posts).getAllByRole('img', { name: 'Allowed' })).toHaveLength(4);
  const users = within(permissions).getByRole('row', { name: /Users/ });
  expect(within(users).getAllByRole('img', { name: 'Not allowed' })).toHaveLength(3);
});

it('shows no permissions table for a user who has none, and Edit opens the edit page', async () => {
  const { user } = renderView(269);
  expect(await screen.findByRole('heading', { name: /Beatrix Okoye/, level: 3 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Permissions' })).not.toBeInTheDocument();
  expect(screen.queryByRole('table', { name: /Permissions/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  expect(location()).toBe('/app/user/edit/269');
});

it.each([['999'], ['abc'], ['0']])('says that there is no user %s, with the way back to the list', async (id) => {
  const { user } = renderView(id);
  expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
  expect(screen.getByText(`There is no user with the id ${id}.`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to users' }));
  expect(location()).toBe('/pages/user/list');
});

it('offers Retry when the users cannot be loaded', async () => {
  const stub = createStubApiClient({ [LIST]: failure(503, 'Down for a moment.') });
  const { user } = renderApps(usersRoutes(), { client: stub.client, route: '/pages/user/view/268' });
  expect(await screen.findByText('The user could not be loaded')).toBeInTheDocument();
  stub.on(LIST, { data: [first] });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: /Angelo Sashington/, level: 3 })).toBeInTheDocument();
});
