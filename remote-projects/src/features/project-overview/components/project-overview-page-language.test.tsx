import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { inLanguage } from '@timely/shared-ui/testing';
import { ids, overview } from '../../../testing/project-fixtures';
import { ProjectOverviewPage } from './project-overview-page';

jest.setTimeout(60_000);

function renderIn(language: 'de' | 'ar') {
  const { client } = createStubApiClient(
    { [`GET /v2/projects/${ids.atlas}/overview`]: { status: 200, data: overview() } },
    { session: testSessions.member },
  );
  renderScreen(inLanguage(language, <ProjectOverviewPage />), {
    client,
    session: testSessions.member,
    route: `/view-components/overview/${ids.atlas}`,
    path: '/view-components/overview/:projectId',
  });
}

it('speaks German: score, status, tiles and the team', async () => {
  renderIn('de');
  expect(
    await screen.findByRole('img', { name: /^Projektbewertung \(letzte 6 abgeschlossene Sprints\) 72[.,]5 von 100$/ }),
  ).toBeInTheDocument();
  expect(screen.getByText('In Arbeit')).toBeInTheDocument();
  expect(screen.getByText('Aktueller Sprint')).toBeInTheDocument();
  const remaining = screen.getByRole('list', { name: 'Verbleibende Aufgaben' });
  expect(within(remaining).getByText('blockiert · Nicht zugewiesen')).toBeInTheDocument();
  const team = screen.getByRole('list', { name: 'Team' });
  expect(within(team).getByText('Abwesend')).toBeInTheDocument();
  expect(within(team).getByText('Im Büro')).toBeInTheDocument();
});

it('speaks Arabic, with no English left on its tiles and labels', async () => {
  renderIn('ar');
  expect(await screen.findByText('السبرنت الحالي')).toBeInTheDocument();
  expect(screen.getByText('قيد التنفيذ')).toBeInTheDocument();
  for (const title of ['التقييم', 'عن المشروع', 'المخطط مقابل الفعلي لكل سبرنت', 'الفريق'])
    expect(screen.getAllByText(title).length).toBeGreaterThan(0);
  const remaining = screen.getByRole('list', { name: 'المهام المتبقية' });
  expect(within(remaining).getByText('متعثرة · غير مسندة')).toBeInTheDocument();
  const team = screen.getByRole('list', { name: 'الفريق' });
  for (const tag of within(team).getAllByText(/./, { selector: '.ant-tag' }))
    expect(tag.textContent ?? '').not.toMatch(/[A-Za-z]/);
});
