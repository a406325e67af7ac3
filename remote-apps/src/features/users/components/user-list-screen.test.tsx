import { screen } from '@testing-library/react';
import { renderApps } from '../../../testing/render-apps';
import { UserListScreen } from './user-list-screen';

it('shows its name as the page heading', async () => {
  renderApps(<UserListScreen />, { route: '/pages/user/list' });
  expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
});
