import { screen } from '@testing-library/react';
import { renderApps } from '../../../testing/render-apps';
import { EmailScreen } from './email-screen';

it('shows its name as the page heading', async () => {
  renderApps(<EmailScreen />, { route: '/email/inbox' });
  expect(await screen.findByRole('heading', { name: 'E-mail' })).toBeInTheDocument();
});
