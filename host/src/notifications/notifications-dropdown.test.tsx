import type { Notification, NotificationList } from '@timely/contract';
import { createStubApiClient, errorEnvelope, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../testing/render-with-providers';
import { NotificationsDropdown } from './notifications-dropdown';

const note = (n: number, read: boolean, link: string | null = '/leaveReport'): Notification => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'leave_decided',
  title: `Notice ${n}`,
  body: `Body ${n}`,
  titleCode: null,
  bodyCode: null,
  params: {},
  link,
  projectDeleted: false,
  read,
  createdAt: new Date(Date.UTC(2026, 10, 30, 12) - n * 3_600_000).toISOString(),
});

/** A tiny server: the list, and marking read, over the same in-memory notifications. */
function serverWith(items: Notification[]) {
  const list = (): NotificationList => ({
    items,
    total: items.length,
    page: 1,
    perPage: 10,
    totalPages: items.length ? 1 : 0,
    unreadCount: items.filter((item) => !item.read).length,
  });
  return createStubApiClient({
    'GET /v2/notifications': () => ({ data: list() }),
    'POST /v2/notifications/read-all': () => {
      const updated = items.filter((item) => !item.read).length;
      items.forEach((item) => (item.read = true));
      return { data: { ok: true, updated } };
    },
    ...Object.fromEntries(
      items.map((item) => [`PATCH /v2/notifications/${item._id}/read`, () => ((item.read = true), { data: item })]),
    ),
  });
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderBell(items: Notification[]) {
  const api = serverWith(items);
  renderWithProviders(
    <>
      <NotificationsDropdown />
      <Where />
    </>,
    { session: testSessions.member, api },
  );
  return api;
}

const openPanel = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
  // the list's code and messages come in a chunk of their own: the panel spins until they are there
  await waitFor(() => expect(panel.queryByRole('status', { name: 'Loading notifications' })).not.toBeInTheDocument());
  return panel;
};

it('shows the unread count and which ones are unread', async () => {
  renderBell([note(1, false), note(2, false), note(3, true)]);
  expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  const panel = await openPanel();
  expect(panel.getByText('2 New')).toBeInTheDocument();
  expect(panel.getByRole('button', { name: 'Unread: Notice 1' })).toBeInTheDocument();
  expect(panel.getByRole('button', { name: 'Notice 3' })).toBeInTheDocument();
  expect(panel.queryByRole('button', { name: 'Mark "Notice 3" as read' })).not.toBeInTheDocument();
});

it('marks one read', async () => {
  const api = renderBell([note(1, false), note(2, false)]);
  const panel = await openPanel();
  await userEvent.click(panel.getByRole('button', { name: 'Mark "Notice 2" as read' }));
  expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  expect(api.calls.some((call) => call.method === 'PATCH' && call.url.endsWith(`${note(2, false)._id}/read`))).toBe(
    true,
  );
  await waitFor(() => expect(panel.getByRole('button', { name: 'Notice 2' })).toBeInTheDocument());
});

it('marks all read', async () => {
  renderBell([note(1, false), note(2, false)]);
  const panel = await openPanel();
  await userEvent.click(panel.getByRole('button', { name: 'Mark all read' }));
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
});

it('opens a notification where it points, marking it read', async () => {
  renderBell([note(1, false, '/peer-feedback')]);
  const panel = await openPanel();
  await userEvent.click(panel.getByRole('button', { name: 'Unread: Notice 1' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/peer-feedback');
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
});

it("says the spec's words when there is nothing, and links to view All", async () => {
  renderBell([]);
  const panel = await openPanel();
  expect(await panel.findByText('There are no notification at the moment!')).toBeInTheDocument();
  expect(panel.getByRole('link', { name: 'view All' })).toHaveAttribute('href', '/pages/notifications');
});

it('says when they could not load, and Retry tries again', async () => {
  const api = renderBell([]);
  api.on('GET /v2/notifications', { status: 503, data: errorEnvelope(503, 'down') });
  const panel = await openPanel();
  await userEvent.click(await panel.findByRole('button', { name: 'Retry' }));
  await waitFor(() =>
    expect(api.calls.filter((call) => call.url === '/v2/notifications').length).toBeGreaterThanOrEqual(2),
  );
});

it("says a notification's project was deleted and opens no page of it", async () => {
  renderBell([{ ...note(1, false, null), title: 'New task: Wireframes', projectDeleted: true }]);
  const panel = await openPanel();
  expect(panel.getByText('Its project has since been deleted.')).toBeInTheDocument();
  await userEvent.click(panel.getByRole('button', { name: 'Unread: New task: Wireframes' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
});
