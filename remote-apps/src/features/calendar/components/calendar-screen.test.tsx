import { screen } from '@testing-library/react';
import { renderApps } from '../../../testing/render-apps';
import { CalendarScreen } from './calendar-screen';

it('shows its name as the page heading', async () => {
  renderApps(<CalendarScreen />, { route: '/calendar' });
  expect(await screen.findByRole('heading', { name: 'Calendar' })).toBeInTheDocument();
});
