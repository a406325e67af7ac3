import { screen } from '@testing-library/react';
import { renderApps } from '../../../testing/render-apps';
import { UserEditScreen } from './user-edit-screen';

it('shows its name as the page heading', async () => {
  renderApps(<UserEditScreen />, { route: '/app/user/edit/1' });
  expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
});
