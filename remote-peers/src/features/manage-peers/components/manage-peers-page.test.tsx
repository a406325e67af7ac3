import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ids, peer, peerPage } from '../../../testing/peers-fixtures';
import { inLanguage } from '@timely/shared-ui/testing';
import { ManagePeersPage } from './manage-peers-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const noOptions = {
  status: 200,
  data: {
    jobRoles: [],
    designations: [],
    locations: [],
    platforms: [],
    publicHolidays: [],
    workModes: [],
    currentStatuses: [],
    labels: [],
    levels: [],
  },
};

it('lets level3 delete a peer after confirming, and undo it', async () => {
  const { client, calls: sent } = createStubApiClient(
    {
      'GET /v2/peers': { status: 200, data: peerPage([peer()]) },
      'GET /v2/options': noOptions,
      [`DELETE /v2/peers/${ids.noor}`]: { status: 200, data: peer({ deletedAt: '2026-11-23T10:00:00.000Z' }) },
      [`POST /v2/peers/${ids.noor}/restore`]: { status: 200, data: peer() },
    },
    { session: testSessions.admin },
  );
  renderScreen(<ManagePeersPage />, {
    client,
    session: testSessions.admin,
    route: '/data-list/manage-peer-view?search=noor',
  });

  const row = await screen.findByRole('row', { name: /Noor Newhire/ });
  expect(sent.find((request) => request.url === '/v2/peers')?.params).toMatchObject({
    search: 'noor',
    page: 1,
    perPage: 20,
    sort: 'name',
    order: 'asc',
  });
  await userEvent.click(within(row).getByRole('button', { name: 'Delete Noor Newhire' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Noor Newhire was deleted.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
  expect(await screen.findByText('Noor Newhire is back.')).toBeInTheDocument();
  expect(
    sent.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${request.url}`),
  ).toEqual([`DELETE /v2/peers/${ids.noor}`, `POST /v2/peers/${ids.noor}/restore`]);
});

it('shows the directory to a member without any way to change or export it, and no mobile or employee id column', async () => {
  const { employeeId: _employeeId, phone: _phone, ...asMemberSees } = peer();
  const { client, calls: sent } = createStubApiClient(
    { 'GET /v2/peers': { status: 200, data: peerPage([asMemberSees]) } },
    { session: testSessions.member },
  );
  renderScreen(<ManagePeersPage />, {
    client,
    session: testSessions.member,
    route: '/data-list/manage-peer-view?sort=employeeId',
  });
  await screen.findByRole('row', { name: /Noor Newhire/ });
  expect(sent.find((request) => request.url === '/v2/peers')?.params).toMatchObject({ sort: 'name' });
  expect(screen.queryByRole('columnheader', { name: /Mobile/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: /Employee id/ })).not.toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /Slack/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Export/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add peer' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  expect(sent.map((request) => request.url)).not.toContain('/v2/options');
});

it('tags who has not accepted their invitation, filters them, and resends or revokes it (level3)', async () => {
  const invited = peer({
    invitation: { status: 'pending', sentAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-11-27T10:00:00.000Z' },
  });
  const { client, calls: sent } = createStubApiClient(
    {
      'GET /v2/peers': { status: 200, data: peerPage([invited]) },
      'GET /v2/options': noOptions,
      [`POST /v2/peers/${ids.noor}/invitation`]: { status: 200, data: invited },
      [`DELETE /v2/peers/${ids.noor}/invitation`]: {
        status: 200,
        data: peer({ invitation: { status: 'revoked', sentAt: '2026-11-20T10:00:00.000Z', expiresAt: null } }),
      },
    },
    { session: testSessions.admin },
  );
  renderScreen(<ManagePeersPage />, { client, session: testSessions.admin, route: '/data-list/manage-peer-view' });

  const row = await screen.findByRole('row', { name: /Noor Newhire/ });
  expect(within(row).getByText('Invited')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('switch', { name: 'Only peers who have not accepted their invitation' }));
  await waitFor(() =>
    expect(sent.filter((request) => request.url === '/v2/peers').at(-1)?.params).toMatchObject({ notAccepted: 'true' }),
  );

  await userEvent.click(
    within(await screen.findByRole('row', { name: /Noor Newhire/ })).getByRole('button', {
      name: 'Resend invitation to Noor Newhire',
    }),
  );
  expect(
    await screen.findByText('A new invitation is on its way to noor@acme.test; the old link no longer works.'),
  ).toBeInTheDocument();
  await userEvent.click(
    within(screen.getByRole('row', { name: /Noor Newhire/ })).getByRole('button', {
      name: 'Revoke invitation of Noor Newhire',
    }),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
  expect(
    await screen.findByText("Noor Newhire's invitation is revoked; their link no longer works."),
  ).toBeInTheDocument();
  expect(
    sent.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${request.url}`),
  ).toEqual([`POST /v2/peers/${ids.noor}/invitation`, `DELETE /v2/peers/${ids.noor}/invitation`]);
});

it('keeps the block of a peer in a retired location, marked "(retired)", in the edit drawer', async () => {
  const mumbai = { _id: '00000000-0000-4000-8000-0000000000d1', name: 'Mumbai' };
  const annex = { _id: '00000000-0000-4000-8000-0000000000d2', name: 'Annex' };
  const { client } = createStubApiClient(
    {
      'GET /v2/peers': { status: 200, data: peerPage([peer({ location: mumbai, block: annex })]) },
      // Mumbai is retired: the options leave it, and its blocks, out
      'GET /v2/options': noOptions,
    },
    { session: testSessions.admin },
  );
  renderScreen(<ManagePeersPage />, { client, session: testSessions.admin, route: '/data-list/manage-peer-view' });
  await userEvent.click(
    within(await screen.findByRole('row', { name: /Noor Newhire/ })).getByRole('button', { name: 'Edit Noor Newhire' }),
  );
  expect(await screen.findByTitle('Mumbai (retired)')).toBeInTheDocument();
  expect(await screen.findByTitle('Annex (retired)')).toBeInTheDocument();
});

function renderInLanguage(language: 'de' | 'ar') {
  const { client } = createStubApiClient(
    {
      'GET /v2/peers': { status: 200, data: peerPage([peer()]) },
      'GET /v2/options': noOptions,
    },
    { session: testSessions.admin },
  );
  renderScreen(inLanguage(language, <ManagePeersPage />), {
    client,
    session: testSessions.admin,
    route: '/data-list/manage-peer-view',
  });
}

it('speaks German: heading, actions, columns and the peer count', async () => {
  renderInLanguage('de');
  expect(await screen.findByRole('heading', { name: 'Kollegen verwalten' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Kollegen hinzufügen/ })).toBeInTheDocument();
  expect(await screen.findByRole('columnheader', { name: 'Personalnummer' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Noor Newhire löschen' })).toBeInTheDocument();
  expect(screen.getByText('Mitglied')).toBeInTheDocument();
  expect(screen.getByText('1 Kollege')).toBeInTheDocument();
});

it('speaks Arabic, with nothing English left in its headings, buttons and columns', async () => {
  renderInLanguage('ar');
  expect(await screen.findByRole('heading', { name: 'إدارة الزملاء' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /إضافة زميل/ })).toBeInTheDocument();
  expect(await screen.findByRole('columnheader', { name: 'الرقم الوظيفي' })).toBeInTheDocument();
  expect(screen.getByText('زميل واحد')).toBeInTheDocument();
  // the phone number keeps its groups in order in a right-to-left page
  expect(screen.getByText('+44 20 7946 0958')).toHaveAttribute('dir', 'ltr');
  const texts = [
    ...screen.getAllByRole('heading'),
    ...screen.getAllByRole('button'),
    ...screen.getAllByRole('columnheader'),
  ].map((element) => `${element.textContent} ${element.getAttribute('aria-label') ?? ''}`);
  // user data (the peer's name) and brands (Skype, Slack, Zoom, CSV) stay as they are
  const english = /\b(Manage|Add|Import|Export|Delete|Edit|Name|Email|Level|Actions|Job|Search|Show)\b/;
  expect(texts.filter((text) => english.test(text))).toEqual([]);
});

it("edits a peer's people record, and opens in the directory what the server sent of it", async () => {
  const SIZE = '00000000-0000-4000-8000-0000000000e1';
  const NICKNAME = '00000000-0000-4000-8000-0000000000e2';
  const withRecord = peer({
    hireDate: '2024-07-01',
    manager: { _id: ids.ada, name: 'Ada Admin' },
    customFields: { [SIZE]: 'M' },
  });
  const { client, calls: sent } = createStubApiClient(
    {
      'GET /v2/peers': { status: 200, data: peerPage([withRecord]) },
      'GET /v2/options': noOptions,
      'GET /v2/company/peer-fields': {
        status: 200,
        data: {
          canEdit: true,
          items: [
            { _id: SIZE, name: 'Shirt size', type: 'choice', choices: ['S', 'M'], visibility: 'everyone' },
            { _id: NICKNAME, name: 'Nickname', type: 'text', choices: [], visibility: 'managers' },
          ],
        },
      },
      [`PATCH /v2/peers/${ids.noor}`]: { status: 200, data: withRecord },
    },
    { session: testSessions.admin },
  );
  renderScreen(<ManagePeersPage />, { client, session: testSessions.admin, route: '/data-list/manage-peer-view' });
  const row = await screen.findByRole('row', { name: /Noor Newhire/ });
  expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'Show the people record of Noor Newhire' }));
  const record = await screen.findByLabelText('People record');
  expect(within(record).getByText('Shirt size')).toBeInTheDocument();
  expect(within(record).getByText('M')).toBeInTheDocument();
  expect(within(record).getByText('Hire date')).toBeInTheDocument();

  await userEvent.click(within(row).getByRole('button', { name: 'Edit Noor Newhire' }));
  expect(await screen.findByText('Managers, admins and the person see it')).toBeInTheDocument();
  await userEvent.type(await screen.findByRole('textbox', { name: 'Nickname' }), 'Nono');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent.some((request) => request.method === 'PATCH')).toBe(true));
  expect(sent.find((request) => request.method === 'PATCH')?.data).toMatchObject({
    hireDate: '2024-07-01',
    managerId: ids.ada,
    customFields: { [SIZE]: 'M', [NICKNAME]: 'Nono' },
  });
});
