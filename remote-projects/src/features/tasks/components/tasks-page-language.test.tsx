import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { inLanguage } from '@timely/shared-ui/testing';
import { ids, project, sprint } from '../../../testing/project-fixtures';
import { task, taskPage } from '../../../testing/task-fixtures';
import { TasksPage } from './tasks-page';

jest.setTimeout(60_000);

const current = sprint({ _id: ids.sprint2, number: 2, name: 'Sprint 2', status: 'current' });

function renderIn(language: 'de' | 'ar') {
  const { client } = createStubApiClient(
    {
      [`GET /v2/sprints/${ids.sprint2}`]: { data: current },
      [`GET /v2/projects/${ids.atlas}`]: { data: project() },
      [`GET /v2/sprints/${ids.sprint2}/tasks`]: { data: taskPage([task()], 'level2', 'mine') },
    },
    { session: testSessions.manager },
  );
  renderScreen(inLanguage(language, <TasksPage />), {
    client,
    session: testSessions.manager,
    route: `/data-list/view-all-tasks/${ids.sprint2}`,
    path: '/data-list/view-all-tasks/:sprintId',
  });
}

it('speaks German: heading, tabs, buttons and the sprint numbers', async () => {
  renderIn('de');
  expect(await screen.findByRole('heading', { name: 'Aufgaben · Sprint 2' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Aufgaben' });
  expect(await within(table).findByText('Checkout page')).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Meine Aufgaben', 'Alle']);
  expect(screen.getByRole('button', { name: 'Neue Aufgabe' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Importieren' })).toBeInTheDocument();
  expect(screen.getByText('Zugesagt')).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Status von Checkout page ändern' })).toBeInTheDocument();
});

it('speaks Arabic, with no English left on its headings, tabs, columns and buttons', async () => {
  renderIn('ar');
  expect(await screen.findByRole('heading', { name: 'المهام · Sprint 2' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'المهام' });
  expect(await within(table).findByText('Checkout page')).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['مهامي', 'الكل']);
  for (const header of within(table).getAllByRole('columnheader'))
    expect(header.textContent ?? '').not.toMatch(/[A-Za-z]/);
  for (const name of ['مهمة جديدة', 'استيراد']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'تغيير حالة Checkout page' })).toHaveTextContent(/^الحالة$/);
});
