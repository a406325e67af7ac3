import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvatarStack } from './avatar-stack';

const people = ['Ada Admin', 'Max Manager', 'Farah Iyer', 'Kofi Demir', 'Priya Aziz'].map((name, index) => ({
  id: String(index),
  name,
}));

it('shows the first people, then how many more, naming them', async () => {
  render(<AvatarStack people={people} max={3} />);
  expect(screen.getByLabelText('Ada Admin')).toHaveTextContent('A');
  expect(screen.getByLabelText('Farah Iyer')).toBeInTheDocument();
  expect(screen.queryByLabelText('Kofi Demir')).not.toBeInTheDocument();
  const more = screen.getByLabelText('2 more: Kofi Demir, Priya Aziz');
  expect(more).toHaveTextContent('+2');
  // no tooltip (nor popover) is mounted until one is pointed at
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await userEvent.hover(more);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Kofi Demir, Priya Aziz');
});

it('shows everyone when they fit, with the tooltip each asks for', async () => {
  render(
    <AvatarStack
      people={[
        { id: '1', name: 'Ada Admin', label: 'Ada Admin (manager)' },
        { id: '2', name: 'Max Manager' },
      ]}
      max={3}
    />,
  );
  expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
  await userEvent.hover(screen.getByLabelText('Ada Admin'));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Ada Admin (manager)');
});
