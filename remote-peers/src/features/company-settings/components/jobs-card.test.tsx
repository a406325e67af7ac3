import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { JobsCard } from './jobs-card';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const run = (over: object) => ({
  _id: '00000000-0000-4000-8000-000000000001',
  kind: 'weekly-digest-mail',
  key: 'weekly-digest-mail:acme:2026-11-30:max',
  state: 'done',
  attempts: 1,
  runAt: '2026-11-30T08:00:00.000Z',
  finishedAt: '2026-11-30T08:00:01.000Z',
  durationMs: 120,
  error: null,
  ...over,
});

it("shows each kind's counts and the last runs, a failure with its error", async () => {
  const { client } = createStubApiClient(
    {
      'GET /v2/company/jobs': {
        status: 200,
        data: {
          kinds: [
            {
              kind: 'weekly-digest',
              done: 1,
              failed: 0,
              pending: 0,
              lastRunAt: '2026-11-30T08:00:00.000Z',
              runs: [run({ _id: '00000000-0000-4000-8000-000000000002', kind: 'weekly-digest', durationMs: 40 })],
            },
            {
              kind: 'weekly-digest-mail',
              done: 1,
              failed: 1,
              pending: 0,
              lastRunAt: '2026-11-30T08:00:01.000Z',
              runs: [
                run({}),
                run({
                  _id: '00000000-0000-4000-8000-000000000003',
                  state: 'failed',
                  attempts: 5,
                  error: 'SMTP refused the recipient',
                }),
              ],
            },
          ],
        },
      },
    },
    { session: testSessions.admin },
  );
  renderScreen(<JobsCard />, { client, session: testSessions.admin, route: '/company/settings' });
  expect(await screen.findByText('Scheduled work')).toBeInTheDocument();
  expect(await screen.findByText('(last 30 days: 1 done, 1 failed, 0 waiting)')).toBeInTheDocument();
  const table = screen.getByRole('table');
  expect(within(table).getByText('Weekly digest (company)')).toBeInTheDocument();
  expect(within(table).getByText('Failed')).toBeInTheDocument();
  expect(within(table).getByText('5 attempts: SMTP refused the recipient')).toBeInTheDocument();
  expect(within(table).getByText('40 ms')).toBeInTheDocument();
});

it('says so when nothing has run', async () => {
  const { client } = createStubApiClient(
    { 'GET /v2/company/jobs': { status: 200, data: { kinds: [] } } },
    { session: testSessions.admin },
  );
  renderScreen(<JobsCard />, { client, session: testSessions.admin, route: '/company/settings' });
  expect(await screen.findByText('Nothing has run yet')).toBeInTheDocument();
});
