import { screen } from '@testing-library/react';
import { renderApps } from '../../../testing/render-apps';
import { TodoScreen } from './todo-screen';

it('shows its name as the page heading', async () => {
  renderApps(<TodoScreen />, { route: '/todo/all' });
  expect(await screen.findByRole('heading', { name: 'To-do' })).toBeInTheDocument();
});
