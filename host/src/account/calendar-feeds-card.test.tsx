import type { CalendarFeedsStatus } from '@timely/contract';
import { createStubApiClient, failure, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { CalendarFeedsCard } from './calendar-feeds-card';

const link = (feed: string) => `http://localhost:4000/v2/calendar/${'s'.repeat(43)}/${feed}.ics`;
const LINKS = { leave: link('leave'), holidays: link('holidays'), sprints: link('sprints'), due: link('due') };

function renderCard(initial: CalendarFeedsStatus) {
  let status = initial;
  const api = createStubApiClient({
    'GET /v2/me/calendar-feeds': () => ({ data: status }),
    'POST /v2/me/calendar-feeds': () => {
      status = { active: true, createdAt: '2026-11-29T10:00:00.000Z', lastUsedAt: null };
      return { status: 201, data: { createdAt: status.createdAt, links: LINKS } };
    },
    'DELETE /v2/me/calendar-feeds': () => {
      status = { active: false, createdAt: null, lastUsedAt: null };
      return { data: { ok: true } };
    },
  });
  renderWithProviders(<CalendarFeedsCard />, { api, session: testSessions.member });
  return api;
}

it('makes the addresses and shows each of the four once, to copy, with the warning that it is the only time', async () => {
  const api = renderCard({ active: false, createdAt: null, lastUsedAt: null });
  await userEvent.click(await screen.findByRole('button', { name: 'Create addresses' }));
  expect(await screen.findByText(/shown only this once/)).toBeInTheDocument();
  const shown: Array<[string, string]> = [
    ['Team leave', LINKS.leave],
    ['Public holidays', LINKS.holidays],
    ['My sprints', LINKS.sprints],
    ['My due dates', LINKS.due],
  ];
  for (const [name, url] of shown) expect(screen.getByText(name).nextElementSibling).toHaveTextContent(url);
  expect(api.callsTo('POST /v2/me/calendar-feeds')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'New addresses' })).toBeInTheDocument();
});

it('says when existing addresses were made and last read, without showing them, and stops them on confirmation', async () => {
  const api = renderCard({
    active: true,
    createdAt: '2026-11-20T09:00:00.000Z',
    lastUsedAt: '2026-11-28T18:30:00.000Z',
  });
  expect(
    await screen.findByText(/Addresses created .*Nov 20, 2026.*last read by a calendar app .*Nov 28, 2026/),
  ).toBeInTheDocument();
  expect(screen.queryByText(/\/v2\/calendar\//)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
  const confirm = await screen.findByRole('tooltip');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Stop' }));
  expect(await screen.findByRole('button', { name: 'Create addresses' })).toBeInTheDocument();
  expect(api.callsTo('DELETE /v2/me/calendar-feeds')).toHaveLength(1);
});

it('tells a refusal in words', async () => {
  const api = renderCard({ active: false, createdAt: null, lastUsedAt: null });
  api.on('POST /v2/me/calendar-feeds', failure(500, 'The server had a problem'));
  await userEvent.click(await screen.findByRole('button', { name: 'Create addresses' }));
  expect(await screen.findByText('The server had a problem')).toBeInTheDocument();
});
