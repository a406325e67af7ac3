import { screen } from '@testing-library/react';
import { AppsRoutes } from './routes';
import { renderApps } from './testing/render-apps';

it.each([
  ['/email', '/email/inbox', 'E-mail'],
  ['/todo', '/todo/all', 'To-do'],
])('opens %s at %s', async (from, to, heading) => {
  renderApps(<AppsRoutes />, { route: from });
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(to);
});

it.each([
  ['/chat', 'Chat'],
  ['/calendar', 'Calendar'],
  ['/pages/user/list', 'Users'],
  ['/app/user/edit/268', 'Edit user'],
])('renders the screen of %s', async (path, heading) => {
  renderApps(<AppsRoutes />, { route: path });
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
});
