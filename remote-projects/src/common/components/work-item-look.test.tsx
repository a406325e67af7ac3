import { render, screen, within } from '@testing-library/react';
import type { Label } from '@timely/contract';
import { formatDay } from '../utils/format';
import { task } from '../../testing/task-fixtures';
import { DueDate, WorkItemBadges } from './work-item-look';

const customer = '00000000-0000-4000-8000-00000000a001';
const legacy = '00000000-0000-4000-8000-00000000a002';
const labels: Label[] = [
  { _id: customer, name: 'Customer', colour: '#d4380d', retired: false },
  { _id: legacy, name: 'Legacy', colour: '#8c8c8c', retired: true },
];

it('shows the type by its icon, the priority by icon and words, the labels by name, and the due date', async () => {
  render(
    <WorkItemBadges
      task={task({ type: 'bug', priority: 'urgent', labelIds: [customer, legacy], dueDate: '2100-01-04' })}
      labels={labels}
    />,
  );
  expect(await screen.findByRole('img', { name: 'Type: Bug' })).toBeInTheDocument();
  expect(screen.getByLabelText('Priority: Urgent')).toHaveTextContent('Urgent');
  // a retired label stays on the task that has it
  const list = screen.getByRole('list', { name: 'Labels: Customer, Legacy' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Customer', 'Legacy']);
  expect(screen.getByText(`Due ${formatDay('2100-01-04')}`)).toBeInTheDocument();
});

it('says nothing of no priority, no labels and no due date on a compact card', async () => {
  render(<WorkItemBadges task={task({ type: 'story' })} labels={labels} />);
  expect(await screen.findByRole('img', { name: 'Type: Story' })).toBeInTheDocument();
  expect(screen.queryByLabelText(/^Priority/)).not.toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByText(/Due/)).not.toBeInTheDocument();
});

it('says in words that a past due date is overdue, unless the task is completed', async () => {
  const { rerender } = render(
    <DueDate task={task({ dueDate: '2026-03-02', status: 'in_progress' })} today="2026-03-03" />,
  );
  expect(await screen.findByText(`Overdue: due ${formatDay('2026-03-02')}`)).toBeInTheDocument();
  rerender(<DueDate task={task({ dueDate: '2026-03-02', status: 'completed' })} today="2026-03-03" />);
  expect(await screen.findByText(`Due ${formatDay('2026-03-02')}`)).toBeInTheDocument();
  rerender(<DueDate task={task({ dueDate: '2026-03-03', status: 'in_progress' })} today="2026-03-03" />);
  expect(await screen.findByText(`Due ${formatDay('2026-03-03')}`)).toBeInTheDocument();
});
