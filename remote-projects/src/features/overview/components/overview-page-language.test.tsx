import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { inLanguage } from '@timely/shared-ui/testing';
import { overviewFixtures as fixtures } from '../../../testing/overview-fixtures';
import { OverviewPage } from './overview-page';

jest.setTimeout(120_000);

function renderIn(language: 'de' | 'ar') {
  const stub = createStubApiClient(
    {
      'GET /v2/overview/head-count': { data: fixtures.headCount() },
      'GET /v2/overview/work-modes/week': { data: fixtures.week() },
      'GET /v2/overview/availability/next-week': { data: fixtures.nextWeek() },
      'GET /v2/overview/projects/ongoing': { data: fixtures.ongoing() },
      'GET /v2/overview/projects/activity': { data: fixtures.activity() },
      'GET /v2/overview/planned-vs-actual': { data: fixtures.plannedVsActual() },
      'GET /v2/overview/karma-leaderboard': { data: fixtures.leaderboard() },
      'GET /v2/projects': { data: fixtures.projects() },
      'GET /v2/options': { data: fixtures.options() },
    },
    { session: testSessions.admin },
  );
  renderScreen(inLanguage(language, <OverviewPage />), {
    client: stub.client,
    session: testSessions.admin,
    route: '/preview',
    path: '/preview',
  });
}

it('speaks German: the heading, each widget and its numbers', async () => {
  renderIn('de');
  expect(await screen.findByRole('heading', { name: 'Übersicht' })).toBeInTheDocument();
  const headCount = await screen.findByRole('region', { name: 'Anwesenheit heute' });
  expect(await within(headCount).findByText('Im Urlaub')).toBeInTheDocument();
  const nextWeek = await screen.findByRole('region', { name: 'Verfügbarkeit nächste Woche' });
  const days = await within(nextWeek).findByRole('list', { name: 'Nächste Woche' });
  expect(within(days).getAllByText('29 verfügbar · 1 abwesend')).toHaveLength(5);
  expect(await screen.findByRole('region', { name: 'Karma-Rangliste' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Laufende Projekte' })).toBeInTheDocument();
});

it('speaks Arabic, with no English left on its heading and widget titles', async () => {
  renderIn('ar');
  const heading = await screen.findByRole('heading', { name: 'نظرة عامة' });
  expect(heading.textContent).not.toMatch(/[A-Za-z]/);
  const titles = [
    'الحضور اليوم',
    'هذا الأسبوع: المكتب مقابل العمل من المنزل',
    'التوفر في الأسبوع القادم',
    'المشاريع الجارية',
    'ملخص النشاط',
    'لوحة صدارة الكارما',
  ];
  for (const name of titles) expect(await screen.findByRole('region', { name })).toBeInTheDocument();
  const headCount = screen.getByRole('region', { name: 'الحضور اليوم' });
  for (const title of headCount.querySelectorAll('.ant-statistic-title'))
    expect(title.textContent ?? '').not.toMatch(/[A-Za-z]/);
});
