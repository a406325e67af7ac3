import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { MONTH, orgKpi, projectPage, projectRow } from '../../../testing/kpi-fixtures';
import { inLanguage } from '@timely/shared-ui/testing';
import { ProjectLevelPage } from './project-level-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(60_000);

function renderIn(language: 'de' | 'ar') {
  const { client } = createStubApiClient(
    {
      'GET /v2/kpis/org': { status: 200, data: orgKpi() },
      'GET /v2/kpis/projects': { status: 200, data: projectPage([projectRow()]) },
      'GET /v2/kpis/tv-links': { status: 200, data: { items: [] } },
    },
    { session: testSessions.admin },
  );
  renderScreen(inLanguage(language, <ProjectLevelPage />), {
    client,
    session: testSessions.admin,
    route: `/projectlevel?month=${MONTH}`,
  });
}

/** The column headers of a table, as a person reads them. */
const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

it('shows the KPI page in German', async () => {
  renderIn('de');
  const projects = await screen.findByRole('table', { name: 'Projekt-KPIs' });
  expect(headersOf(projects)).toEqual(expect.arrayContaining(['Projekt', 'Team', 'Umsatz', 'Zustand']));
  expect(within(projects).getByRole('button', { name: /^Atlas Web Revamp · .* bearbeiten$/ })).toHaveTextContent(
    'Bearbeiten',
  );
  expect(await screen.findByRole('group', { name: 'KPIs der Organisation' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Projekte suchen' })).toBeInTheDocument();
  expect(await screen.findByText('1 Projekt', { exact: false })).toBeInTheDocument();
});

it('shows the KPI page in Arabic, with no English left in its headings and columns', async () => {
  renderIn('ar');
  const projects = await screen.findByRole('table', { name: 'مؤشرات أداء المشاريع' });
  const org = await screen.findByRole('group', { name: 'مؤشرات أداء المؤسسة' });
  const texts = [
    ...headersOf(projects),
    ...headersOf(within(org).getByRole('table')),
    ...[...document.querySelectorAll('h1, h2, h3, h4, .ant-card-head-title, button')].map((node) => node.textContent),
    // names of measures, and the month: dates follow the portal's locale (shared-ui), set by the shell, not here
  ].map((text) => (text ?? '').replace(/eNPS|cNPS|KPIs?|March 2026/g, ''));
  expect(texts.length).toBeGreaterThan(10);
  for (const text of texts) expect(text).not.toMatch(/[A-Za-z]/);
  expect(screen.getByRole('heading', { name: 'مؤشرات الأداء' })).toBeInTheDocument();
});
