import { DEFAULT_PREFERENCES, type Preferences } from '@timely/contract';
import { createStubApiClient, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../testing/render-with-providers';
import { setViewportWidth } from '../testing/viewport';
import { AppLayout } from './app-layout';

function renderLayout(language: Preferences['language']) {
  const api = createStubApiClient({
    'GET /v2/me/preferences': { data: { ...DEFAULT_PREFERENCES, language } },
    'POST /v2/project/fetchAllProjects': { data: { statusCode: 200, result: [] } },
    'GET /v2/notifications': { data: { items: [], total: 0, page: 1, perPage: 10, totalPages: 0, unreadCount: 0 } },
  });
  renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<p>page</p>} />
      </Route>
    </Routes>,
    { session: testSessions.admin, api, route: '/preview' },
  );
}

beforeEach(() => {
  localStorage.clear();
  setViewportWidth(1440);
});

it("speaks German: the sidebar's groups and screens, the top bar, the footer and the skip link", async () => {
  renderLayout('de');
  const menu = await screen.findByRole('navigation', { name: 'Hauptmenü' });
  expect(await within(menu).findByText('Dashboard')).toBeInTheDocument();
  expect(await within(menu).findByText('KOLLEGEN VERWALTEN')).toBeInTheDocument();
  expect(within(menu).getByText('Alle Projekte')).toBeInTheDocument();
  expect(within(menu).getByText('Keine Projekte angelegt')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Seitenleiste einklappen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Benachrichtigungen' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Über dieses Portal' })).toBeInTheDocument();
});

it('speaks Arabic, with no English left in the sidebar but the brand', async () => {
  renderLayout('ar');
  const menu = await screen.findByRole('navigation', { name: 'القائمة الرئيسية' });
  expect(await within(menu).findByText('لوحة المعلومات')).toBeInTheDocument();
  expect(within(menu).getByText('إدارة الزملاء')).toBeInTheDocument();
  expect(within(menu).getByText('الموجزات')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'طي الشريط الجانبي' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'الإشعارات' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'الانتقال إلى المحتوى الرئيسي' })).toBeInTheDocument();
  expect(menu.textContent).not.toMatch(/[A-Za-z]/);
  expect(screen.getByTestId('footer').textContent?.replace(/Timely/g, '')).not.toMatch(/[A-Za-z]/);
});

it('shows a long German label whole, on two lines, not cut off with an ellipsis', async () => {
  renderLayout('de');
  const menu = await screen.findByRole('navigation', { name: 'Hauptmenü' });
  const label = await within(menu).findByText('Alle Kolleginnen und Kollegen');
  const item = label.closest('li')!;
  const content = label.closest('.ant-menu-title-content')!;
  expect(getComputedStyle(item).whiteSpace).toBe('normal');
  expect(getComputedStyle(item).height).toBe('auto');
  expect(getComputedStyle(content).whiteSpace).toBe('normal');
  expect(getComputedStyle(content).textOverflow).not.toBe('ellipsis');
});
