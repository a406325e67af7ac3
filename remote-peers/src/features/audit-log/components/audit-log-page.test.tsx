import { auditPageSchema, type AuditEntry } from '@timely/contract';
import { formatDate } from '@timely/shared-ui';
import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ids, peerPage, peer } from '../../../testing/peers-fixtures';
import { inLanguage } from '@timely/shared-ui/testing';
import { AuditLogPage } from './audit-log-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  _id: '00000000-0000-4000-8000-00000000e001',
  at: '2026-11-20T10:00:00.000Z',
  kind: 'peer.level_changed',
  actor: { _id: ids.ada, name: 'Ada Admin' },
  target: { type: 'peer', _id: ids.noor, label: 'Noor Newhire' },
  before: { level: 'level1' },
  after: { level: 'level2' },
  ...overrides,
});
const page = (items: AuditEntry[], total = items.length) =>
  auditPageSchema.parse({ items, total, page: 1, perPage: 20, totalPages: Math.ceil(total / 20) });

it('lists who changed what, with the values before and after, and filters by kind', async () => {
  const { client, calls } = createStubApiClient(
    {
      'GET /v2/audit-log': (request) => ({
        status: 200,
        data:
          request.params.kind === 'peer.added'
            ? page([
                entry({
                  _id: '00000000-0000-4000-8000-00000000e003',
                  kind: 'peer.added',
                  target: { type: 'peer', _id: ids.atlas, label: 'Sam Starter' },
                  before: null,
                  after: { name: 'Sam Starter' },
                }),
              ])
            : page([
                entry({}),
                entry({
                  _id: '00000000-0000-4000-8000-00000000e002',
                  kind: 'workspace.created',
                  actor: null,
                  target: { type: 'company', _id: ids.beacon, label: 'Acme' },
                  before: null,
                  after: { companyName: 'Acme' },
                }),
              ]),
      }),
      'GET /v2/peers': { status: 200, data: peerPage([peer()]) },
    },
    { session: testSessions.admin },
  );
  renderScreen(<AuditLogPage />, { client, session: testSessions.admin, route: '/company/audit-log' });

  const row = await screen.findByRole('row', { name: /Level changed/ });
  expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
  expect(within(row).getByText('Noor Newhire')).toBeInTheDocument();
  expect(within(row).getByText("Ada Admin changed Noor Newhire's level from Member to Manager")).toBeInTheDocument();
  expect(within(row).getByText('Level: Member → Manager')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Workspace created/ })).getByText('Command line')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('combobox', { name: 'What' }));
  await userEvent.click(await screen.findByTitle('Peer added'));
  expect(await screen.findByRole('row', { name: /Sam Starter/ })).toBeInTheDocument();
  expect(calls.filter((request) => request.url === '/v2/audit-log').at(-1)?.params).toMatchObject({
    kind: 'peer.added',
    page: 1,
    perPage: 20,
  });
});

it('exports the filtered log from the server, as Excel when asked', async () => {
  const created: Blob[] = [];
  const originalCreate = URL.createObjectURL;
  URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:audit');
  URL.revokeObjectURL = () => undefined;
  // jsdom cannot follow a download link
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    const { client, calls } = createStubApiClient(
      {
        'GET /v2/audit-log': { status: 200, data: page([entry({})]) },
        'GET /v2/audit-log/export': { status: 200, data: 'When (UTC),Who\r\n' },
        'GET /v2/peers': { status: 200, data: peerPage([]) },
      },
      { session: testSessions.admin },
    );
    renderScreen(<AuditLogPage />, {
      client,
      session: testSessions.admin,
      route: '/company/audit-log?kind=peer.level_changed&targetType=peer',
    });
    await screen.findByRole('row', { name: /Level changed/ });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(calls.find((request) => request.url === '/v2/audit-log/export')?.params).toEqual({
      kind: 'peer.level_changed',
      targetType: 'peer',
      format: 'xlsx',
    });
    expect(click).toHaveBeenCalledTimes(1);
  } finally {
    URL.createObjectURL = originalCreate;
    click.mockRestore();
  }
});

it('filters by what a change is about, and by the one thing picked in a row, in the URL', async () => {
  const { client, calls } = createStubApiClient(
    {
      'GET /v2/audit-log': { status: 200, data: page([entry({})]) },
      'GET /v2/peers': { status: 200, data: peerPage([peer()]) },
    },
    { session: testSessions.admin },
  );
  renderScreen(<AuditLogPage />, { client, session: testSessions.admin, route: '/company/audit-log' });
  const lastQuery = () => calls.filter((request) => request.url === '/v2/audit-log').at(-1)?.params;

  await screen.findByRole('row', { name: /Level changed/ });
  await userEvent.click(screen.getByRole('combobox', { name: 'About' }));
  await userEvent.click(await screen.findByTitle('Option lists'));
  await waitFor(() => expect(lastQuery()).toMatchObject({ targetType: 'option' }));

  await userEvent.click(screen.getByRole('button', { name: 'Show every change of Noor Newhire' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ targetType: 'peer', targetId: ids.noor }));
  expect(await screen.findByText('Only Noor Newhire')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Show every target' }));
  await waitFor(() => expect(calls.filter((request) => request.url === '/v2/audit-log')).toHaveLength(4));
  expect(lastQuery()).toMatchObject({ targetType: 'peer' });
  expect(lastQuery()?.targetId).toBeUndefined();
});

it('shows the chosen days in the portal date style, not as ISO days', async () => {
  const { client } = createStubApiClient(
    {
      'GET /v2/audit-log': { status: 200, data: page([entry({})]) },
      'GET /v2/peers': { status: 200, data: peerPage([peer()]) },
    },
    { session: testSessions.admin },
  );
  renderScreen(<AuditLogPage />, {
    client,
    session: testSessions.admin,
    route: '/company/audit-log?from=2026-11-02&to=2026-11-06',
  });

  expect(await screen.findByDisplayValue(formatDate('2026-11-02'))).toBeInTheDocument();
  expect(screen.getByDisplayValue(formatDate('2026-11-06'))).toBeInTheDocument();
  expect(screen.queryByDisplayValue('2026-11-02')).not.toBeInTheDocument();
});

function renderIn(language: 'de' | 'ar') {
  const { client } = createStubApiClient(
    {
      'GET /v2/audit-log': {
        status: 200,
        data: page([entry({}), entry({ _id: '00000000-0000-4000-8000-00000000e002', actor: null })]),
      },
      'GET /v2/peers': { status: 200, data: peerPage([peer()]) },
    },
    { session: testSessions.admin },
  );
  renderScreen(inLanguage(language, <AuditLogPage />), {
    client,
    session: testSessions.admin,
    route: '/company/audit-log',
  });
}

it('speaks German: heading, exports, columns, kinds and the count of changes', async () => {
  renderIn('de');
  expect(await screen.findByRole('heading', { name: 'Änderungsprotokoll' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Unternehmensdaten exportieren/ })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Wer' })).toBeInTheDocument();
  expect((await screen.findAllByText('Stufe geändert')).length).toBe(2);
  expect(
    screen.getByText('Ada Admin hat die Stufe von Noor Newhire von Mitglied auf Manager geändert'),
  ).toBeInTheDocument();
  expect(screen.getByText('Kommandozeile')).toBeInTheDocument();
  expect(screen.getByText('2 Änderungen')).toBeInTheDocument();
});

it('speaks Arabic, with nothing English left in its headings, buttons, columns and kinds', async () => {
  renderIn('ar');
  expect(await screen.findByRole('heading', { name: 'سجل التدقيق' })).toBeInTheDocument();
  expect((await screen.findAllByText('تغيّر المستوى')).length).toBe(2);
  expect(screen.getByText('تغييران')).toBeInTheDocument();
  const texts = [
    ...screen.getAllByRole('heading'),
    ...screen.getAllByRole('button'),
    ...screen.getAllByRole('columnheader'),
    // the filters (antd's own page-size box speaks through the shell's antd locale)
    screen.getByRole('combobox', { name: 'من' }),
    screen.getByRole('combobox', { name: 'ماذا' }),
  ]
    .map((element) => `${element.textContent} ${element.getAttribute('aria-label') ?? ''}`)
    // the target's name is the company's data, not the screen's words
    .map((text) => text.replaceAll('Noor Newhire', ''));
  // the file format's name (CSV) stays as it is
  expect(texts.filter((text) => /\b(?!CSV\b)[A-Za-z]{3,}\b/.test(text))).toEqual([]);
});

it('shows an entry of a kind this screen does not know yet (a newer server) in words, not an error', async () => {
  const { client } = createStubApiClient(
    {
      'GET /v2/audit-log': {
        status: 200,
        data: page([
          entry({ kind: 'robot.calibrated', target: { type: 'robot', _id: null, label: 'Unit 7' }, before: null }),
        ]),
      },
      'GET /v2/peers': { status: 200, data: peerPage([peer()]) },
    },
    { session: testSessions.admin },
  );
  renderScreen(<AuditLogPage />, { client, session: testSessions.admin, route: '/company/audit-log' });
  const row = await screen.findByRole('row', { name: /robot\.calibrated/ });
  expect(within(row).getByText('Ada Admin changed Unit 7')).toBeInTheDocument();
});

it.each([
  [
    'an empty log',
    '/company/audit-log',
    'No admin-level change has been made yet: each one shows here, with who made it and when.',
  ],
  ['a filter that matches nothing', '/company/audit-log?kind=peer.added', 'No change matches these filters.'],
])('tells %s apart', async (_, route, text) => {
  const { client } = createStubApiClient(
    {
      'GET /v2/audit-log': { status: 200, data: page([]) },
      'GET /v2/peers': { status: 200, data: peerPage([peer()]) },
    },
    { session: testSessions.admin },
  );
  renderScreen(<AuditLogPage />, { client, session: testSessions.admin, route });
  expect(await screen.findByText(text)).toBeInTheDocument();
});
