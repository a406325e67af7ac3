import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { ErrorState } from './error-state';

it('shows the message and calls onRetry', async () => {
  const onRetry = jest.fn();
  render(<ErrorState message="The server is unreachable." onRetry={onRetry} error={new Error('unreachable')} />);
  expect(screen.getByText('The server is unreachable.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('offers the given actions instead of Retry, under its title', () => {
  render(
    <ErrorState status="error" title="Something broke" message="Details" actions={<button>Reload module</button>} />,
  );
  expect(screen.getByRole('heading', { name: 'Something broke' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload module' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

it('offers a way out instead of Retry when the failure cannot change on retry (403, 404)', () => {
  const onRetry = jest.fn();
  render(
    <MemoryRouter>
      <ErrorState
        message="You are not on this project."
        error={{ status: 403 }}
        onRetry={onRetry}
        exit={{ label: 'Back to projects', to: '/projects' }}
      />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/projects');
});

it('keeps Retry for a server error or an unreachable server', () => {
  render(<ErrorState message="The server failed." error={{ status: 503 }} onRetry={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('speaks German: its title, Retry and the way out', async () => {
  const { rerender } = render(
    <ConfigProvider locale={{ locale: 'de' }}>
      <ErrorState message="Der Server antwortet nicht." onRetry={jest.fn()} error={new Error('unreachable')} />
    </ConfigProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'Konnte nicht geladen werden' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  rerender(
    <MemoryRouter>
      <ConfigProvider locale={{ locale: 'de' }}>
        <ErrorState message="Kein Zugriff." onRetry={jest.fn()} error={{ status: 403 }} />
      </ConfigProvider>
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument();
});

it('speaks Arabic, with no English left in its own words', async () => {
  render(
    <ConfigProvider locale={{ locale: 'ar' }}>
      <ErrorState message="الخادم لا يستجيب." onRetry={jest.fn()} error={new Error('unreachable')} />
    </ConfigProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'تعذّر تحميل هذا المحتوى' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/[A-Za-z]/);
});
