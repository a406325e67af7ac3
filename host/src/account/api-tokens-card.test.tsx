import type { ApiToken, CreateApiTokenBody } from '@timely/contract';
import { createStubApiClient, failure, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { ApiTokensCard } from './api-tokens-card';

const SECRET = `tly_${'s'.repeat(43)}`;
const OLD: ApiToken = {
  _id: '00000000-0000-4000-8000-00000000a001',
  name: 'Weekly report',
  scope: 'read',
  start: 'tly_abcd',
  createdAt: '2026-11-01T09:00:00.000Z',
  expiresAt: '2099-01-01T00:00:00.000Z',
  lastUsedAt: '2026-11-28T18:30:00.000Z',
};

function renderCard(initial: ApiToken[], limit = 20) {
  let items = initial;
  const api = createStubApiClient({
    'GET /v2/me/api-tokens': () => ({ data: { items, limit } }),
    'POST /v2/me/api-tokens': ({ data }) => {
      const body = data as CreateApiTokenBody;
      const token: ApiToken = {
        _id: '00000000-0000-4000-8000-00000000a002',
        name: body.name,
        scope: body.scope,
        start: SECRET.slice(0, 8),
        createdAt: '2026-11-29T10:00:00.000Z',
        expiresAt: '2027-02-27T10:00:00.000Z',
        lastUsedAt: null,
      };
      items = [token, ...items];
      return { status: 201, data: { token, secret: SECRET } };
    },
  });
  for (const token of initial)
    api.on(`DELETE /v2/me/api-tokens/${token._id}`, () => {
      items = items.filter((item) => item._id !== token._id);
      return { data: { ok: true } };
    });
  api.on('DELETE /v2/me/api-tokens/00000000-0000-4000-8000-00000000a002', () => {
    items = items.filter((item) => item._id !== '00000000-0000-4000-8000-00000000a002');
    return { data: { ok: true } };
  });
  renderWithProviders(<ApiTokensCard />, { api, session: testSessions.member });
  return api;
}

it('makes a token with a name, scope and term, shows its secret once to copy, then lists it without it', async () => {
  const api = renderCard([OLD]);
  expect(await screen.findByText('Weekly report')).toBeInTheDocument();
  expect(screen.getByText('1 of 20 tokens')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'New token' }));
  await userEvent.type(screen.getByLabelText('Name'), 'Deploy script');
  await userEvent.click(screen.getByLabelText('Read and write'));
  await userEvent.click(screen.getByRole('combobox', { name: 'Expires' }));
  await userEvent.click(await screen.findByTitle('365 days'));
  await userEvent.click(screen.getByRole('button', { name: 'Create token' }));

  expect(await screen.findByText(/shown only this once/)).toBeInTheDocument();
  expect(screen.getByTestId('new-api-token')).toHaveTextContent(SECRET);
  expect(api.callsTo('POST /v2/me/api-tokens')).toHaveLength(1);
  expect(api.callsTo('POST /v2/me/api-tokens')[0]!.data).toEqual({
    name: 'Deploy script',
    scope: 'write',
    expiresInDays: 365,
  });
  const row = (await screen.findByText('Deploy script')).closest('tr')!;
  expect(within(row).getByText('Read and write')).toBeInTheDocument();
  expect(within(row).getByText('Never')).toBeInTheDocument();
  expect(within(row).getByText('tly_ssss…')).toBeInTheDocument();

  // once done, the secret is gone for good: the list never had it
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  expect(screen.getByText('Deploy script')).toBeInTheDocument();
});

it('lists when each token was made, expires and was last used, and revokes one on confirmation', async () => {
  const api = renderCard([OLD]);
  const row = (await screen.findByText('Weekly report')).closest('tr')!;
  expect(within(row).getByText('Read only')).toBeInTheDocument();
  expect(within(row).getByText(/Nov 1, 2026/)).toBeInTheDocument();
  expect(within(row).getByText(/Nov 28, 2026/)).toBeInTheDocument();
  expect(within(row).getByText(/Jan 1, 2099/)).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'Revoke Weekly report' }));
  const confirm = await screen.findByRole('tooltip');
  expect(within(confirm).getByText(/stop working at once/)).toBeInTheDocument();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
  expect(api.callsTo(`DELETE /v2/me/api-tokens/${OLD._id}`)).toHaveLength(1);
});

it('offers no new token at the limit, and says why', async () => {
  renderCard([OLD], 1);
  expect(await screen.findByText(/revoke one to make another/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New token' })).toBeDisabled();
});

it('tells a refusal of a new token in words, and shows no secret', async () => {
  const api = renderCard([]);
  api.on('POST /v2/me/api-tokens', failure(500, 'The server had a problem'));
  await userEvent.click(await screen.findByRole('button', { name: 'New token' }));
  await userEvent.type(screen.getByLabelText('Name'), 'Script');
  await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
  expect(await screen.findByText('The server had a problem')).toBeInTheDocument();
  expect(screen.queryByTestId('new-api-token')).not.toBeInTheDocument();
});
