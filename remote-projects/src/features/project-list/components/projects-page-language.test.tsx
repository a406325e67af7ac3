import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { inLanguage } from '@timely/shared-ui/testing';
import { project, projectPage } from '../../../testing/project-fixtures';
import { ProjectsPage } from './projects-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(180_000);

const renderIn = (language: 'de' | 'ar') => {
  const { client } = createStubApiClient(
    { 'GET /v2/projects': { status: 200, data: projectPage([project()]) } },
    { session: testSessions.manager },
  );
  renderScreen(inLanguage(language, <ProjectsPage />), {
    client,
    session: testSessions.manager,
    route: '/data-list/view-all-projects',
  });
};

it('speaks German: heading, search, columns, status and recurrence', async () => {
  renderIn('de');
  expect(await screen.findByRole('heading', { name: 'Projekte' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Neues Projekt' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Projekte durchsuchen' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Projekte' });
  expect(await within(table).findByText('Ja, 6 Monate', {}, { timeout: 30_000 })).toBeInTheDocument();
  expect(within(table).getByText('In Arbeit')).toBeInTheDocument();
  for (const column of ['Name', 'Beginn', 'Ende', 'Wiederkehrend', 'Manager', 'Mitglieder', 'Bewertung'])
    expect(within(table).getByRole('columnheader', { name: new RegExp(column) })).toBeInTheDocument();
});

it('speaks Arabic, with no English left on its headings, columns and buttons', async () => {
  renderIn('ar');
  expect(await screen.findByRole('heading', { name: 'المشاريع' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'مشروع جديد' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'المشاريع' });
  expect(await within(table).findByText('نعم، 6 أشهر', {}, { timeout: 30_000 })).toBeInTheDocument();
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
  expect(headers.filter(Boolean)).not.toHaveLength(0);
  for (const header of headers) expect(header).not.toMatch(/[A-Za-z]/);
  expect(screen.getByRole('heading', { name: 'المشاريع' }).textContent).not.toMatch(/[A-Za-z]/);
});
