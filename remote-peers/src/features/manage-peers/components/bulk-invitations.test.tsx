import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ids, peer, peerPage } from '../../../testing/peers-fixtures';
import { ManagePeersPage } from './manage-peers-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const SAM = '00000000-0000-4000-8000-0000000000c3';
const SENT = '2026-11-20T10:00:00.000Z';
const pending = peer({ invitation: { status: 'pending', sentAt: SENT, expiresAt: '2026-11-27T10:00:00.000Z' } });
const revoked = peer({
  _id: SAM,
  name: 'Sam Slow',
  email: 'sam@acme.test',
  employeeId: 'AC-2002',
  invitation: { status: 'revoked', sentAt: SENT, expiresAt: null },
});
const joined = peer({ _id: ids.ada, name: 'Ada Admin', email: 'ada@acme.test', employeeId: 'AC-1001' });
const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /v2/peers': { status: 200, data: peerPage([joined, pending, revoked]) },
  'GET /v2/peers/invitations/summary': { status: 200, data: { pending: 1, expired: 1, revoked: 1 } },
  ...extra,
});

it('sums up who has not accepted, with the sent and expiry dates, and lists just them on request', async () => {
  const { client, calls } = createStubApiClient(routes(), { session: testSessions.admin });
  renderScreen(<ManagePeersPage />, { client, session: testSessions.admin, route: '/data-list/manage-peer-view' });
  const summary = await screen.findByText('3 invitations not accepted yet · 1 expired · 1 revoked');
  const noor = await screen.findByRole('row', { name: /Noor Newhire/ });
  expect(within(noor).getByText('Sent Nov 20, 2026 · Expires Nov 27, 2026')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Sam Slow/ })).getByText('Sent Nov 20, 2026')).toBeInTheDocument();
  await userEvent.click(
    within(summary.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Show them' }),
  );
  await waitFor(() =>
    expect(calls.filter((request) => request.url === '/v2/peers').at(-1)?.params).toMatchObject({
      notAccepted: 'true',
    }),
  );
  expect(await screen.findByRole('button', { name: 'Show everyone' })).toBeInTheDocument();
});

it('ticks only invited peers, resends to them at once and says who was left alone and why', async () => {
  const { client, calls } = createStubApiClient(
    routes({
      'POST /v2/peers/invitations/resend': {
        status: 200,
        data: {
          done: [ids.noor],
          skipped: [
            {
              id: SAM,
              code: 'peer.invitationAccepted',
              params: { name: 'Sam Slow' },
              message: 'Sam Slow has already accepted their invitation: they sign in with their own password.',
            },
          ],
        },
      },
    }),
    { session: testSessions.admin },
  );
  renderScreen(<ManagePeersPage />, { client, session: testSessions.admin, route: '/data-list/manage-peer-view' });
  await screen.findByRole('row', { name: /Noor Newhire/ });
  expect(screen.getByRole('checkbox', { name: 'Select Ada Admin' })).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Noor Newhire' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Sam Slow' }));
  const bar = screen.getByRole('group', { name: 'Invitations of the selected peers' });
  expect(within(bar).getByText('2 peers selected')).toBeInTheDocument();
  await userEvent.click(within(bar).getByRole('button', { name: /Resend invitations/ }));

  expect(
    await screen.findByText(
      'A new invitation is on its way to 1 peer; their old link no longer works. 1 peer was left as they were:',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Sam Slow has already accepted their invitation: they sign in with their own password.'),
  ).toBeInTheDocument();
  expect(calls.find((request) => request.url === '/v2/peers/invitations/resend')?.data).toEqual({
    ids: [ids.noor, SAM],
  });
  // the selection is spent
  expect(screen.queryByRole('group', { name: 'Invitations of the selected peers' })).not.toBeInTheDocument();
});

it('revokes the ticked invitations after confirming, counting only those not revoked already', async () => {
  const { client, calls } = createStubApiClient(
    routes({ 'POST /v2/peers/invitations/revoke': { status: 200, data: { done: [ids.noor], skipped: [] } } }),
    { session: testSessions.admin },
  );
  renderScreen(<ManagePeersPage />, { client, session: testSessions.admin, route: '/data-list/manage-peer-view' });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Noor Newhire' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Sam Slow' }));
  await userEvent.click(screen.getByRole('button', { name: /Revoke invitations/ }));
  expect(await screen.findByText('Revoke 1 invitation?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('1 invitation revoked; its link no longer works.')).toBeInTheDocument();
  expect(calls.find((request) => request.url === '/v2/peers/invitations/revoke')?.data).toEqual({
    ids: [ids.noor, SAM],
  });
});

it('asks a member for no summary and offers no selection', async () => {
  const { employeeId: _employeeId, phone: _phone, ...asMemberSees } = peer();
  const { client, calls } = createStubApiClient(
    { 'GET /v2/peers': { status: 200, data: peerPage([asMemberSees]) } },
    { session: testSessions.member },
  );
  renderScreen(<ManagePeersPage />, { client, session: testSessions.member, route: '/data-list/manage-peer-view' });
  await screen.findByRole('row', { name: /Noor Newhire/ });
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(calls.map((request) => request.url)).not.toContain('/v2/peers/invitations/summary');
});

it("adds a peer with the invitation in the language chosen for them, the reader's by default", async () => {
  const { client, calls } = createStubApiClient(
    routes({
      'GET /v2/options': {
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
      },
      'POST /v2/peers': { status: 201, data: pending },
    }),
    { session: testSessions.admin },
  );
  renderScreen(<ManagePeersPage />, { client, session: testSessions.admin, route: '/data-list/manage-peer-view' });
  await userEvent.click(await screen.findByRole('button', { name: /Add peer/ }));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('English')).toBeInTheDocument();
  await userEvent.type(within(drawer).getByLabelText('Name'), 'Noor Newhire');
  await userEvent.type(within(drawer).getByLabelText('Employee id'), 'AC-2001');
  await userEvent.type(within(drawer).getByLabelText('Email'), 'noor@acme.test');
  await userEvent.click(within(drawer).getByRole('combobox', { name: 'Invitation language' }));
  await userEvent.click(
    await screen.findByText(
      (_, element) => element?.className === 'ant-select-item-option-content' && element.textContent === 'Deutsch',
    ),
  );
  await userEvent.click(within(drawer).getByRole('button', { name: 'Add peer' }));
  await waitFor(() => expect(calls.some((request) => request.method === 'POST')).toBe(true));
  expect(calls.find((request) => request.method === 'POST' && request.url === '/v2/peers')?.data).toMatchObject({
    name: 'Noor Newhire',
    language: 'de',
  });
});
