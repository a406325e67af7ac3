import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { inLanguage } from '@timely/shared-ui/testing';
import { ids, project, sprint, sprintList } from '../../../testing/project-fixtures';
import { SprintsPage } from './sprints-page';

jest.setTimeout(60_000);

const current = sprint({
  _id: ids.sprint2,
  number: 2,
  name: 'Sprint 2',
  status: 'current',
  tasksTotal: 10,
  tasksCompleted: 5,
  recurringWeeks: 2,
});

const renderIn = (language: 'de' | 'ar') => {
  const { client } = createStubApiClient(
    {
      [`GET /v2/projects/${ids.atlas}`]: { status: 200, data: project() },
      [`GET /v2/projects/${ids.atlas}/sprints`]: { status: 200, data: sprintList([current]) },
    },
    { session: testSessions.manager },
  );
  renderScreen(inLanguage(language, <SprintsPage />), {
    client,
    session: testSessions.manager,
    route: `/data-list/view-all-sprints/${ids.atlas}`,
    path: '/data-list/view-all-sprints/:projectId',
  });
};

it('speaks German: heading, buttons, status, recurrence and completion', async () => {
  renderIn('de');
  const table = await screen.findByRole('table', { name: 'Sprints' });
  expect(await screen.findByRole('heading', { name: 'Sprints · Atlas Web Revamp' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Neuer Sprint' })).toBeInTheDocument();
  expect(
    await within(table).findByRole('progressbar', { name: /5 von 10 Aufgaben erledigt \(50 %, gelb\)/ }),
  ).toBeInTheDocument();
  expect(within(table).getByText('Ja, 2 Wochen')).toBeInTheDocument();
  expect(within(table).getByText('Aktuell')).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Sprint 2 abschließen' })).toBeInTheDocument();
});

it('speaks Arabic, with no English left on its headings, columns and buttons', async () => {
  renderIn('ar');
  const table = await screen.findByRole('table', { name: 'السبرنتات' });
  expect(await screen.findByRole('heading', { name: 'السبرنتات · Atlas Web Revamp' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'سبرنت جديد' })).toBeInTheDocument();
  expect(await within(table).findByText('نعم، أسبوعان')).toBeInTheDocument();
  for (const header of within(table).getAllByRole('columnheader'))
    expect(header.textContent ?? '').not.toMatch(/[A-Za-z]/);
  expect(within(table).getByRole('button', { name: 'إغلاق Sprint 2' })).toHaveTextContent(/^إغلاق$/);
});
