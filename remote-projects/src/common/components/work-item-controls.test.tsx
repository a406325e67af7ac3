import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Label } from '@timely/contract';
import { TaskLabelsSelect, TaskPrioritySelect, TaskTypeSelect } from './work-item-controls';

jest.setTimeout(30_000);

const labels: Label[] = [
  { _id: '00000000-0000-4000-8000-00000000a001', name: 'Customer', colour: '#d4380d', retired: false },
  { _id: '00000000-0000-4000-8000-00000000a002', name: 'UX', colour: '#1677ff', retired: false },
  { _id: '00000000-0000-4000-8000-00000000a003', name: 'Legacy', colour: '#8c8c8c', retired: true },
  { _id: '00000000-0000-4000-8000-00000000a004', name: 'Old', colour: '#000000', retired: true },
];

it('offers the five priorities by name and gives the one chosen', async () => {
  const onChange = jest.fn();
  render(<TaskPrioritySelect value="none" onChange={onChange} />);
  await userEvent.click(await screen.findByRole('combobox', { name: 'Priority' }));
  for (const name of ['Urgent', 'High', 'Medium', 'Low']) expect(await screen.findByTitle(name)).toBeInTheDocument();
  await userEvent.click(screen.getByTitle('High'));
  expect(onChange).toHaveBeenCalledWith('high', expect.anything());
});

it('offers the four types by name', async () => {
  const onChange = jest.fn();
  render(<TaskTypeSelect value="task" onChange={onChange} />);
  await userEvent.click(await screen.findByRole('combobox', { name: 'Type' }));
  await userEvent.click(await screen.findByTitle('Bug'));
  expect(onChange).toHaveBeenCalledWith('bug', expect.anything());
});

it('offers the labels not retired, keeps a retired one the task has (marked), and never offers another', async () => {
  const onChange = jest.fn();
  render(<TaskLabelsSelect labels={labels} value={[labels[2]!._id]} onChange={onChange} />);
  await userEvent.click(await screen.findByRole('combobox', { name: 'Labels' }));
  expect(await screen.findByTitle('Customer')).toBeInTheDocument();
  expect(screen.getAllByText('Legacy (retired)').length).toBeGreaterThan(0);
  expect(screen.queryByText('Old')).not.toBeInTheDocument();
  await userEvent.click(screen.getByTitle('UX'));
  expect(onChange).toHaveBeenCalledWith([labels[2]!._id, labels[1]!._id], expect.anything());
});
