import { milestoneListSchema, projectKpiDetailSchema } from '@timely/contract';
import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { ids, MONTH, projectRow } from '../../../testing/kpi-fixtures';
import { inLanguage } from '@timely/shared-ui/testing';
import { ProjectKpiPage } from './project-kpi-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(60_000);

// the charts speak through their tables, tested in kpi-charts.test.tsx; here they would only cost time
jest.mock('./charts/lazy-charts', () => {
  const none = () => null;
  return {
    LazyHistoryChart: none,
    LazyMilestoneChart: none,
    LazyProfitabilityChart: none,
    LazyNpsByMonthChart: none,
    LazyNpsByQuestionChart: none,
  };
});

const milestones = milestoneListSchema.parse({
  items: [
    {
      _id: '00000000-0000-4000-8000-0000000000f1',
      projectId: ids.atlas,
      name: 'Beta launch',
      amount: 90_000,
      plannedRaiseDate: '2026-03-15',
      actualRaiseDate: null,
      paidOn: null,
      status: 'planned',
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
    },
  ],
  byMonth: [{ month: MONTH, planned: 90_000, paid: 0 }],
});

function renderIn(language: 'de' | 'ar') {
  const { client } = createStubApiClient(
    {
      [`GET /v2/kpis/projects/${ids.atlas}`]: {
        status: 200,
        data: projectKpiDetailSchema.parse({
          currency: 'USD',
          row: projectRow({ canEdit: true }),
          targets: { profitPercent: 20, enps: 7.5, cnps: 8, setIn: MONTH },
          history: [],
        }),
      },
      [`GET /v2/kpis/projects/${ids.atlas}/milestones`]: { status: 200, data: milestones },
      [`GET /v2/kpis/projects/${ids.atlas}/change-requests`]: { status: 200, data: { items: [] } },
    },
    { session: testSessions.manager },
  );
  renderScreen(inLanguage(language, <ProjectKpiPage />), {
    client,
    session: testSessions.manager,
    route: `/projectlevelkpi/${ids.atlas}?month=${MONTH}`,
    path: '/projectlevelkpi/:projectId',
  });
}

it("shows a project's KPIs in German", async () => {
  renderIn('de');
  expect(await screen.findByRole('tab', { name: 'Umsatz' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Rentabilität' })).toBeInTheDocument();
  expect(screen.getByText('Ziel 20%')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Meilensteine' });
  expect(within(table).getByRole('columnheader', { name: 'Meilenstein' })).toBeInTheDocument();
  expect(within(table).getByText('geplant')).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Meilenstein „Beta launch“ löschen' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Änderungsantrag hinzufügen' }).length).toBeGreaterThan(0);
});

it("shows a project's KPIs in Arabic, with no English left in its headings, tabs, columns and buttons", async () => {
  renderIn('ar');
  const table = await screen.findByRole('table', { name: 'المراحل' });
  expect(within(table).getByText('مخطط')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'الريادة الفكرية' })).toBeInTheDocument();
  // a signed target is isolated from the right-to-left sentence, so "+50" does not turn into "50+"
  expect(screen.getByText('الهدف \u2068+50\u2069')).toBeInTheDocument();
  const texts = [
    ...document.querySelectorAll('h4, h5, [role="tab"], th, button, .ant-card-head-title, .ant-statistic-title'),
  ]
    // the project's name is data; eNPS and cNPS are the measures' names; the month follows the shell's locale
    .map((node) => (node.textContent ?? '').replace(/Atlas Web Revamp|eNPS|cNPS|March 2026/g, ''));
  expect(texts.length).toBeGreaterThan(10);
  for (const text of texts) expect(text).not.toMatch(/[A-Za-z]/);
});
