import { screen } from '@testing-library/react';
import { renderApps } from '../../../testing/render-apps';
import { UserViewScreen } from './user-view-screen';

it('shows its name as the page heading', async () => {
  renderApps(<UserViewScreen />, { route: '/pages/user/view/1' });
  expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
});
