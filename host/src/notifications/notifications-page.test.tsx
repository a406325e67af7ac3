import type { Notification } from '@timely/contract';
import { createStubApiClient, errorEnvelope, testSessions } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { NotificationsPage } from './notifications-page';

const note = (n: number, read: boolean): Notification => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'task_assigned',
  title: `Task ${n}`,
  body: '',
  titleCode: null,
  bodyCode: null,
  params: {},
  link: null,
  projectDeleted: false,
  read,
  createdAt: '2026-03-10T09:00:00.000Z',
});

function renderPage(route = '/pages/notifications') {
  const api = createStubApiClient({
    'GET /v2/notifications': ({ params }) => {
      const all = Array.from({ length: 25 }, (_, n) => note(n + 1, n % 2 === 0));
      const matching = params.status === 'unread' ? all.filter((item) => !item.read) : all;
      const page = Number(params.page);
      const perPage = Number(params.perPage);
      return {
        data: {
          items: matching.slice((page - 1) * perPage, page * perPage),
          total: matching.length,
          page,
          perPage,
          totalPages: Math.ceil(matching.length / perPage),
          unreadCount: 12,
        },
      };
    },
  });
  renderWithProviders(<NotificationsPage />, { api, session: testSessions.member, route });
  return api;
}

it('pages through every notification, keeping page and filter in the URL', async () => {
  const api = renderPage('/pages/notifications?page=2');
  expect(await screen.findByText('Task 11')).toBeInTheDocument();
  expect(screen.getByText('12 unread')).toBeInTheDocument();
  await userEvent.click(screen.getByText('Unread'));
  expect(await screen.findByText('Task 2')).toBeInTheDocument();
  expect(api.callsTo('GET /v2/notifications').at(-1)?.params).toEqual({ page: 1, perPage: 10, status: 'unread' });
});

it('has an empty state and an error state with Retry', async () => {
  const api = renderPage();
  api.on('GET /v2/notifications', { status: 500, data: errorEnvelope(500, 'Something went wrong on the server.') });
  await userEvent.click(await screen.findByText('Unread'));
  expect(await screen.findByText('Something went wrong on the server.')).toBeInTheDocument();
  api.on('GET /v2/notifications', {
    data: { items: [], total: 0, page: 1, perPage: 10, totalPages: 0, unreadCount: 0 },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Nothing unread: you are all caught up.')).toBeInTheDocument();
});
