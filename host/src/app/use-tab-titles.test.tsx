import { useDocumentTitle } from '@timely/shared-ui';
import { render, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { useTabTitles } from './use-tab-titles';

function TabTitle() {
  useDocumentTitle(useTabTitles());
  return null;
}

function renderAt(route: string, language: string) {
  render(
    <ConfigProvider locale={{ locale: language }}>
      <MemoryRouter initialEntries={[route]}>
        <TabTitle />
      </MemoryRouter>
    </ConfigProvider>,
  );
}

it.each([
  ['/pages/profile', 'en', 'Profile · Timely'],
  ['/pages/profile', 'de', 'Profil · Timely'],
  ['/data-list/view-all-projects', 'de', 'Projekte · Timely'],
  ['/pages/notifications', 'ar', 'الإشعارات · Timely'],
  ['/data-list/view-all-projects', 'ar', 'المشاريع · Timely'],
])("names the tab of %s in the portal's language (%s)", async (route, language, title) => {
  renderAt(route, language);
  await waitFor(() => expect(document.title).toBe(title));
});
