import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { myWorkPageSchema, type MyWorkKind } from '@timely/contract';
import { ids } from '../../../testing/project-fixtures';
import { taskIds } from '../../../testing/task-fixtures';
import { MyWorkPage } from './my-work-page';

jest.setTimeout(60_000);

const page = (kind: MyWorkKind, items: unknown[]) =>
  myWorkPageSchema.parse({ kind, items, total: items.length, page: 1, perPage: 20, totalPages: items.length ? 1 : 0 });
const build = {
  _id: taskIds.one,
  title: 'Build the login page',
  status: 'in_progress',
  assignee: null,
  project: { _id: ids.atlas, name: 'Atlas Web Revamp' },
  sprint: { _id: ids.sprint2, name: 'Sprint 2', status: 'current' },
  updatedAt: '2026-01-13T10:00:00.000Z',
};

it('lists the assigned tasks with status, project, sprint and a link, and switches to the watched ones', async () => {
  const stub = createStubApiClient({
    'GET /v2/me/work': (config) => ({
      data:
        (config.params as { kind: MyWorkKind }).kind === 'assigned'
          ? page('assigned', [build])
          : page((config.params as { kind: MyWorkKind }).kind, []),
    }),
  });
  renderScreen(<MyWorkPage />, {
    client: stub.client,
    session: testSessions.member,
    route: '/my-work',
    path: '/my-work',
  });
  const link = await screen.findByRole('link', { name: 'Build the login page' });
  expect(link).toHaveAttribute('href', `/data-list/view-task/${taskIds.one}`);
  expect(screen.getByText('In progress')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Atlas Web Revamp' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sprint 2' })).toBeInTheDocument();
  await userEvent.click(screen.getByText('Watching'));
  expect(
    await screen.findByText('You watch no tasks yet. Open a task and press Watch to be told of its changes.'),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(stub.callsTo('GET /v2/me/work').map((call) => (call.params as { kind: string }).kind)).toContain('watching'),
  );
});

it('says so when nobody has mentioned the user', async () => {
  const stub = createStubApiClient({ 'GET /v2/me/work': { data: page('mentioned', []) } });
  renderScreen(<MyWorkPage />, {
    client: stub.client,
    session: testSessions.member,
    route: '/my-work?kind=mentioned',
    path: '/my-work',
  });
  expect(await screen.findByText('Nobody has mentioned you in a comment yet.')).toBeInTheDocument();
});
