import { demoApiPaths, demoUsersUpdatePath, type DemoUser } from '@timely/contract';
import { createStubApiClient, failure, type StubRequest } from '@timely/shared-auth/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderApps } from '../../../testing/render-apps';
import { demoUser, usersRoutes } from '../testing/users-fixtures';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const LIST = `GET ${demoApiPaths.usersList}`;
const SAVE = `POST ${demoUsersUpdatePath}`;
const beatrix = demoUser({ id: 269, name: 'Beatrix Okoye', email: 'beatrix@example.com', mobile: '+1 555 0101' });

const location = () => screen.getByTestId('location').textContent;
const field = (name: string) => screen.getByRole('textbox', { name });

function renderEdit(id: number | string = 269, save?: (request: StubRequest) => ReturnType<typeof failure>) {
  let users: DemoUser[] = [beatrix];
  const stub = createStubApiClient({
    [LIST]: () => ({ data: users }),
    [SAVE]: (request) => {
      if (save) return save(request);
      const { user: changes } = request.data as { user: Partial<DemoUser> };
      const saved = { ...beatrix, ...changes, location: { ...beatrix.location, ...changes.location } };
      users = [saved];
      return { data: { user: saved } };
    },
  });
  return { ...renderApps(usersRoutes(), { client: stub.client, route: `/app/user/edit/${id}` }), ...stub };
}

it("saves the changed fields, goes back to the user's page and says so", async () => {
  const { user, callsTo } = renderEdit();
  expect(await screen.findByRole('heading', { name: 'Edit Beatrix Okoye' })).toBeInTheDocument();
  expect(field('Mobile')).toHaveValue('+1 555 0101');
  expect(field('City')).toHaveValue('New York');

  await user.clear(field('Mobile'));
  await user.type(field('Mobile'), ' +49 30 1234567 ');
  await user.clear(field('City'));
  await user.type(field('City'), 'Berlin');
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByTitle('Blocked'));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Beatrix Okoye was saved.')).toBeInTheDocument();
  await waitFor(() => expect(location()).toBe('/pages/user/view/269'));
  expect(callsTo(SAVE)).toHaveLength(1);
  expect(callsTo(SAVE)[0]!.data).toEqual({
    id: 269,
    user: {
      name: 'Beatrix Okoye',
      email: 'beatrix@example.com',
      role: 'user',
      status: 'blocked',
      department: 'sales',
      company: 'Northwind Traders',
      mobile: '+49 30 1234567',
      website: 'https://user269.example.com',
      location: { ...beatrix.location, city: 'Berlin' },
    },
  });
  expect(await screen.findByRole('link', { name: '+49 30 1234567' })).toBeInTheDocument();
  expect(screen.getByText('Berlin')).toBeInTheDocument();
});

it('names the field in each validation message and sends nothing until the form is right', async () => {
  const { user, callsTo } = renderEdit();
  await screen.findByRole('heading', { name: 'Edit Beatrix Okoye' });
  await user.clear(field('Name'));
  await user.clear(field('E-mail'));
  await user.type(field('E-mail'), 'not-an-address');
  await user.clear(field('Mobile'));
  await user.type(field('Mobile'), 'call me');
  await user.clear(field('Website'));
  await user.type(field('Website'), 'angelo.example.com');
  await user.clear(field('Post code'));
  await user.type(field('Post code'), '1'.repeat(21));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Name must not be empty.')).toBeInTheDocument();
  expect(screen.getByText('E-mail must be a valid e-mail address.')).toBeInTheDocument();
  expect(screen.getByText('Mobile may contain only digits, spaces and + ( ) - .')).toBeInTheDocument();
  expect(screen.getByText('Website must be a web address starting with http:// or https://.')).toBeInTheDocument();
  expect(screen.getByText('Post code must be at most 20 characters.')).toBeInTheDocument();
  expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(callsTo(SAVE)).toHaveLength(0);
  expect(location()).toBe('/app/user/edit/269');
});

it("keeps what was typed when the save fails, shows why, and puts the server's field message under its field", async () => {
  const { user, callsTo } = renderEdit(269, () =>
    failure(400, 'Please correct this field and try again: E-mail must be a valid email address.', [
      { field: 'user.email', message: 'must be a valid email address' },
    ]),
  );
  await screen.findByRole('heading', { name: 'Edit Beatrix Okoye' });
  await user.clear(field('Mobile'));
  await user.type(field('Mobile'), '+44 20 7946 0000');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(/E-mail must be a valid email address/);
  expect(
    await screen.findByText(/must be a valid email address/, { selector: '.ant-form-item-explain-error' }),
  ).toBeInTheDocument();
  expect(field('Mobile')).toHaveValue('+44 20 7946 0000');
  expect(location()).toBe('/app/user/edit/269');
  expect(callsTo(SAVE)).toHaveLength(1);
});

it('Cancel goes back to the user without saving', async () => {
  const { user, callsTo } = renderEdit();
  await screen.findByRole('heading', { name: 'Edit Beatrix Okoye' });
  await user.type(field('Company'), ' and Sons');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(location()).toBe('/pages/user/view/269');
  expect(callsTo(SAVE)).toHaveLength(0);
});

it('says that there is no such user to edit', async () => {
  renderEdit(4242);
  expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

it('keeps its heading and offers Retry when the user cannot be loaded', async () => {
  const stub = createStubApiClient({ [LIST]: failure(503, 'Down for a moment.') });
  const { user } = renderApps(usersRoutes(), { client: stub.client, route: '/app/user/edit/269' });
  expect(await screen.findByRole('heading', { name: 'Edit user' })).toBeInTheDocument();
  expect(await screen.findByText('The user could not be loaded')).toBeInTheDocument();
  stub.on(LIST, { data: [beatrix] });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Edit Beatrix Okoye' })).toBeInTheDocument();
});
