import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebhooksCard } from './webhooks-card';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const ID = '00000000-0000-4000-8000-000000000001';
const DELIVERY = '00000000-0000-4000-8000-000000000002';
const EVENT = '00000000-0000-4000-8000-000000000003';
const HOOK = {
  _id: ID,
  url: 'https://hooks.example.com/timely',
  events: ['feed.posted'],
  active: true,
  slack: false,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
  secretCreatedAt: '2026-11-29T10:00:00.000Z',
};
const FAILED = {
  _id: DELIVERY,
  event: 'feed.posted',
  eventId: EVENT,
  state: 'pending',
  createdAt: '2026-11-29T10:05:00.000Z',
  attemptedAt: '2026-11-29T10:05:01.000Z',
  nextAttemptAt: '2026-11-29T10:05:31.000Z',
  attempts: 2,
  httpStatus: 500,
  responseMs: 120,
  error: 'The receiver answered 500.',
  responseBody: 'oops',
  redelivery: false,
};

it('adds a webhook with the events chosen and shows its secret once', async () => {
  const { client, callsTo } = createStubApiClient(
    {
      'GET /v2/company/webhooks': { status: 200, data: { items: [] } },
      'POST /v2/company/webhooks': { status: 201, data: { webhook: HOOK, secret: 'whsec_shown-once' } },
    },
    { session: testSessions.admin },
  );
  renderScreen(<WebhooksCard />, { client, session: testSessions.admin, route: '/company/settings' });
  expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Address'), 'https://hooks.example.com/timely');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Feed post' }));
  await userEvent.click(within(dialog).getByRole('switch', { name: 'Slack-compatible' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('whsec_shown-once')).toBeInTheDocument();
  expect(screen.getByText(/it is shown only this once/)).toBeInTheDocument();
  expect(callsTo('POST /v2/company/webhooks')[0]?.data).toEqual({
    url: 'https://hooks.example.com/timely',
    events: ['feed.posted'],
    active: true,
    slack: true,
  });
});

it("shows the server's refusal of a private address under the address", async () => {
  const { client } = createStubApiClient(
    {
      'GET /v2/company/webhooks': { status: 200, data: { items: [] } },
      'POST /v2/company/webhooks': {
        status: 400,
        data: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'request.invalidField',
          message: 'Address must be a public address.',
          details: [
            {
              field: 'url',
              code: 'field.webhookHostPrivate',
              params: { host: '10.0.0.5' },
              message:
                'must be a public address: 10.0.0.5 is on a private, loopback or link-local network, which webhooks may not reach',
            },
          ],
          requestId: 'r1',
        },
      },
    },
    { session: testSessions.admin },
  );
  renderScreen(<WebhooksCard />, { client, session: testSessions.admin, route: '/company/settings' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add webhook' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Address'), 'http://10.0.0.5/hook');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Task created' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText(/10\.0\.0\.5 is on a private, loopback or link-local network/),
  ).toBeInTheDocument();
});

it('shows the delivery log with its attempts and error, and redelivers', async () => {
  const { client, callsTo } = createStubApiClient(
    {
      'GET /v2/company/webhooks': { status: 200, data: { items: [HOOK] } },
      [`GET /v2/company/webhooks/${ID}/deliveries`]: { status: 200, data: { items: [FAILED] } },
      [`POST /v2/company/webhooks/${ID}/deliveries/${DELIVERY}/redeliver`]: {
        status: 200,
        data: {
          ...FAILED,
          _id: EVENT,
          state: 'delivered',
          attempts: 1,
          httpStatus: 200,
          error: null,
          redelivery: true,
        },
      },
    },
    { session: testSessions.admin },
  );
  renderScreen(<WebhooksCard />, { client, session: testSessions.admin, route: '/company/settings' });
  await userEvent.click(await screen.findByRole('button', { name: `Deliveries of the webhook ${HOOK.url}` }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('The receiver answered 500.')).toBeInTheDocument();
  expect(within(dialog).getByText('Retrying')).toBeInTheDocument();
  expect(within(dialog).getByText('120 ms')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Redeliver' }));
  expect(callsTo(`POST /v2/company/webhooks/${ID}/deliveries/${DELIVERY}/redeliver`)).toHaveLength(1);
});
