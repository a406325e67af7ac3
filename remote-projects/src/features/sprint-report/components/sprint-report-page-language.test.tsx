import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { sprintReportSchema } from '@timely/contract';
import { inLanguage } from '@timely/shared-ui/testing';
import { ids, sprint } from '../../../testing/project-fixtures';
import { SprintReportPage } from './sprint-report-page';

jest.setTimeout(60_000);

const snapshot = {
  committedHours: 6,
  completedHours: 6,
  spillOverHours: 0,
  scopeAddedHours: 0,
  actualHours: 5,
  score: 100,
};
const report = sprintReportSchema.parse({
  sprint: sprint({ status: 'completed', closedAt: '2026-01-09T16:00:00.000Z', canClose: false, snapshot }),
  completedTasks: [],
  spilledTasks: [],
  scopeAddedTasks: [],
  people: [],
  burndown: {
    sprintId: ids.sprint1,
    committedHours: 6,
    days: [{ day: '2026-01-05', remainingHours: 0, idealHours: 0, scopeAddedHours: 0, completedHours: 6 }],
  },
});

function renderIn(language: 'de' | 'ar') {
  const stub = createStubApiClient(
    { [`GET /v2/sprints/${ids.sprint1}/report`]: { data: report } },
    { session: testSessions.member },
  );
  renderScreen(inLanguage(language, <SprintReportPage />), {
    client: stub.client,
    session: testSessions.member,
    route: `/data-list/sprint-report/${ids.sprint1}`,
    path: '/data-list/sprint-report/:sprintId',
  });
}

it('speaks German: heading, frozen numbers in hours and the sections', async () => {
  renderIn('de');
  expect(await screen.findByRole('heading', { name: 'Bericht · Sprint 1' })).toBeInTheDocument();
  const frozen = screen.getByRole('region', { name: 'Eingefrorene Zusammenfassung' });
  expect(within(frozen).getByText('Zugesagt').closest('.ant-statistic')).toHaveTextContent('Zugesagt6 Std.');
  expect(within(frozen).getByText('Ist-Stunden').closest('.ant-statistic')).toHaveTextContent('Ist-Stunden5 Std.');
  for (const title of ['Erledigt · 0', 'Übertragen · 0', 'Personen'])
    expect(screen.getByText(title)).toBeInTheDocument();
  expect(screen.getAllByText('Keine.')).toHaveLength(3);
});

it('speaks Arabic, with no English left on its heading, numbers and sections', async () => {
  renderIn('ar');
  const heading = await screen.findByRole('heading', { name: 'التقرير · Sprint 1' });
  expect(heading).toBeInTheDocument();
  const frozen = screen.getByRole('region', { name: 'الملخص المُجمَّد' });
  for (const statistic of frozen.querySelectorAll('.ant-statistic-title'))
    expect(statistic.textContent ?? '').not.toMatch(/[A-Za-z]/);
  expect(within(frozen).getByText('الملتزم به').closest('.ant-statistic')).toHaveTextContent('الملتزم به6 س');
  for (const title of ['المنجزة · 0', 'المرحَّلة · 0', 'الأشخاص']) expect(screen.getByText(title)).toBeInTheDocument();
  expect(screen.getAllByText('لا شيء.')).toHaveLength(3);
});
