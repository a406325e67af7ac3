import { screen } from '@testing-library/react';
import { renderApps } from '../../../testing/render-apps';
import { ChatScreen } from './chat-screen';

it('shows its name as the page heading', async () => {
  renderApps(<ChatScreen />, { route: '/chat' });
  expect(await screen.findByRole('heading', { name: 'Chat' })).toBeInTheDocument();
});
