import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateTvLinkModal } from './create-tv-link-modal';

jest.setTimeout(60_000);

it('creates a link without money unless "show revenue" is ticked', async () => {
  const link = {
    _id: '00000000-0000-4000-8000-00000000b001',
    label: 'Lobby',
    createdAt: '2026-11-01T10:00:00.000Z',
    createdBy: { _id: '00000000-0000-4000-8000-0000000000a1', name: 'Ada Admin' },
    lastUsedAt: null,
    revokedAt: null,
    expiresAt: '2026-11-08T10:00:00.000Z',
    showRevenue: true,
  };
  const create = jest.fn().mockResolvedValue({ link, key: 'k' });
  const { client } = createStubApiClient({});
  renderScreen(<CreateTvLinkModal open onClose={() => undefined} create={create} />, {
    client,
    session: testSessions.admin,
  });
  const revenue = await screen.findByRole('checkbox', { name: 'Show revenue and profit on this screen' });
  expect(revenue).not.toBeChecked();
  await userEvent.type(screen.getByLabelText('Label'), 'Lobby');
  await userEvent.click(revenue);
  await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
  expect(await screen.findByText('Copy this link now: it is shown only once.')).toBeInTheDocument();
  expect(create).toHaveBeenCalledWith({ label: 'Lobby', showRevenue: true, expiresInDays: 90 });
});

it('asks how long the link works: 90 days unless another term is chosen, a year at most', async () => {
  const create = jest.fn().mockRejectedValue(new Error('not sent'));
  const { client } = createStubApiClient({});
  renderScreen(<CreateTvLinkModal open onClose={() => undefined} create={create} />, {
    client,
    session: testSessions.admin,
  });
  const term = await screen.findByRole('combobox', { name: 'Works for' });
  expect(screen.getByTitle('90 days')).toBeInTheDocument();
  await userEvent.click(term);
  expect(await screen.findByTitle('1 year')).toBeInTheDocument();
  expect(screen.getByTitle('30 days')).toBeInTheDocument();
  await userEvent.click(screen.getByTitle('7 days'));
  await userEvent.type(screen.getByLabelText('Label'), 'Lobby');
  await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
  expect(create).toHaveBeenCalledWith({ label: 'Lobby', showRevenue: false, expiresInDays: 7 });
});
