import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { LoadingState } from './loading-state';

it('is labelled Loading in English, the default', () => {
  render(<LoadingState />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

it.each([
  ['de', 'Wird geladen'],
  ['ar', 'جارٍ التحميل'],
])('is labelled in the portal language (%s)', async (language, label) => {
  render(
    <ConfigProvider locale={{ locale: language }}>
      <LoadingState />
    </ConfigProvider>,
  );
  expect(await screen.findByRole('status', { name: label })).toBeInTheDocument();
});

it("holds the viewport's height for a whole screen on its way, so the footer waits below the fold", () => {
  const { rerender } = render(<LoadingState screen />);
  expect(screen.getByRole('status')).toHaveStyle({ minHeight: '100vh' });
  // the spinner in a band at the top of the held height, where the first rows will show
  expect(screen.getByRole('status').firstElementChild).toHaveStyle({ height: '160px' });
  rerender(<LoadingState />);
  expect(screen.getByRole('status')).toHaveStyle({ minHeight: '160px' });
});
