import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { backlogPageSchema } from '@timely/contract';
import { inLanguage } from '@timely/shared-ui/testing';
import { ids, project, sprint } from '../../../testing/project-fixtures';
import { task, taskIds } from '../../../testing/task-fixtures';
import { BacklogPage } from './backlog-page';

jest.setTimeout(60_000);

const planned = sprint({ _id: ids.sprint3, number: 3, name: 'Sprint 3', status: 'planned', tasksTotal: 3 });
const first = task({ sprintId: null, rank: 1, canMove: true, assignee: null });
const second = task({ _id: taskIds.two, title: 'Search box', sprintId: null, rank: 2, canMove: true });

function renderIn(language: 'de' | 'ar') {
  const { client } = createStubApiClient(
    {
      [`GET /v2/projects/${ids.atlas}/backlog`]: {
        data: backlogPageSchema.parse({
          items: [first, second],
          total: 2,
          page: 1,
          perPage: 100,
          totalPages: 1,
          sprints: [planned],
          plan: [{ sprint: planned, items: [], totals: { tasks: 3, hours: 12 }, capacity: { hours: 80, people: 1 } }],
          canManage: true,
        }),
      },
      [`GET /v2/projects/${ids.atlas}`]: { data: project() },
    },
    { session: testSessions.manager },
  );
  renderScreen(inLanguage(language, <BacklogPage />), {
    client,
    session: testSessions.manager,
    route: `/data-list/backlog/${ids.atlas}`,
    path: '/data-list/backlog/:projectId',
  });
}

it('speaks German: heading, count, sprint to plan and the rows', async () => {
  renderIn('de');
  expect(await screen.findByRole('heading', { name: 'Backlog · Atlas Web Revamp' })).toBeInTheDocument();
  expect(screen.getByText('2 Aufgaben ohne Sprint')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Neue Aufgabe' })).toBeInTheDocument();
  const sprints = screen.getByRole('group', { name: 'Zu planende Sprints' });
  expect(within(sprints).getByText('Geplant')).toBeInTheDocument();
  expect(within(sprints).getByText(/3 Aufgaben/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Checkout page verschieben' })).toBeInTheDocument();
  expect(screen.getByText(/^Nicht zugewiesen/)).toBeInTheDocument();
});

it('speaks Arabic, with no English left on its heading, buttons and sprint zone', async () => {
  renderIn('ar');
  const heading = await screen.findByRole('heading', { name: 'قائمة الانتظار · Atlas Web Revamp' });
  expect(heading).toBeInTheDocument();
  expect(screen.getByText('مهمتان بلا سبرنت')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'مهمة جديدة' })).toBeInTheDocument();
  const sprints = screen.getByRole('group', { name: 'سبرنتات للتخطيط' });
  expect(within(sprints).getByText('مخطط')).toBeInTheDocument();
  expect(within(sprints).getByText(/3 مهام/)).toBeInTheDocument();
  expect(screen.getByText(/^غير مسندة/)).toBeInTheDocument();
});
