import { createStubApiClient, renderScreen } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { tvDashboard } from '../../../testing/kpi-fixtures';
import { inLanguage } from '@timely/shared-ui/testing';
import { TvDashboardPage } from './tv-dashboard-page';

function renderIn(language: 'de' | 'ar', route = '/tvapp?key=k3y') {
  const { client } = createStubApiClient({ 'GET /v2/kpis/tv': { status: 200, data: tvDashboard() } });
  renderScreen(inLanguage(language, <TvDashboardPage />), { client, route });
}

it('speaks German on the wall screen', async () => {
  renderIn('de');
  expect(await screen.findByRole('button', { name: 'Vollbild' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Im Fokus: Atlas Web Revamp' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Projekte' })).toHaveTextContent('Atlas Web Revamp');
  expect(screen.getByText(/^Aktualisiert /)).toBeInTheDocument();
});

it('speaks Arabic on the wall screen, with no English left in its titles', async () => {
  renderIn('ar');
  expect(await screen.findByRole('button', { name: 'ملء الشاشة' })).toBeInTheDocument();
  expect(screen.getByText('Acme · مؤشرات الأداء')).toBeInTheDocument();
  const spotlight = screen.getByRole('region', { name: 'تحت الضوء: Atlas Web Revamp' });
  const titles = [...document.querySelectorAll('.ant-statistic-title, .ant-card-head-title, .ant-card-extra')]
    .map((title) => title.textContent ?? '')
    .map((text) => text.replace(/Atlas Web Revamp|eNPS|cNPS/g, ''));
  expect(titles.length).toBeGreaterThan(4);
  for (const text of titles) expect(text).not.toMatch(/[A-Za-z]/);
  expect(within(spotlight).getByText(/^فريق من/)).toBeInTheDocument();
});

it('asks for a link in Arabic when opened without a key', async () => {
  renderIn('ar', '/tvapp');
  expect(await screen.findByText('تحتاج هذه الشاشة إلى رابط عرض تلفزيوني')).toBeInTheDocument();
});
