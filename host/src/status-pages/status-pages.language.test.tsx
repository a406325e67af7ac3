import { screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { renderWithProviders } from '../testing/render-with-providers';
import { NotAuthorizedPage } from './not-authorized-page';
import { NotFoundPage } from './not-found-page';

it('says "page not found" in English by default', () => {
  renderWithProviders(<NotFoundPage />);
  expect(screen.getByText('Page not found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to Timely' })).toBeInTheDocument();
});

it('says "page not found" in German', async () => {
  renderWithProviders(
    <ConfigProvider locale={{ locale: 'de' }}>
      <NotFoundPage />
    </ConfigProvider>,
  );
  expect(await screen.findByText('Seite nicht gefunden')).toBeInTheDocument();
  expect(screen.getByText('Hoppla! 😖 Unter dieser Adresse gibt es nichts.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Zurück zu Timely' })).toBeInTheDocument();
});

it('says "not authorized" in Arabic, with no English but the brand', async () => {
  const { container } = renderWithProviders(
    <ConfigProvider locale={{ locale: 'ar' }}>
      <NotAuthorizedPage />
    </ConfigProvider>,
  );
  expect(await screen.findByText('غير مصرَّح لك!')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'العودة إلى النظرة العامة' })).toBeInTheDocument();
  // its words, not antd's illustration (whose SVG title is antd's own)
  const words = [...container.querySelectorAll('.ant-result-title, .ant-result-subtitle, .ant-result-extra')];
  expect(words.map((node) => node.textContent).join(' ')).not.toMatch(/[A-Za-z]/);
});
