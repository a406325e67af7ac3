import { render, screen } from '@testing-library/react';
import { task } from '../../testing/task-fixtures';
import { TaskStructureTags } from './task-structure-tags';

const epic = { _id: '00000000-0000-4000-8000-00000000e001', name: 'Checkout', colour: '#fa8c16' };

it("marks the epic with a dot of its colour on the theme's tag, so its name stays readable in both themes", () => {
  render(<TaskStructureTags task={task({ epic })} />);
  const tag = screen.getByText('Checkout').closest<HTMLElement>('.ant-tag')!;
  // a solid tag of the epic's colour put white words on light orange
  expect(tag.className).not.toMatch(/ant-tag-has-color/);
  expect(tag.style.backgroundColor).toBe('');
  const dots = [...tag.querySelectorAll<HTMLElement>('[aria-hidden]')].map((each) => each.style.background);
  expect(dots).toContain('rgb(250, 140, 22)');
});

it('counts the open tasks that block it and its subtasks done', async () => {
  render(<TaskStructureTags task={task({ epic: null, blockedByCount: 2, subtasks: { completed: 1, total: 3 } })} />);
  expect(await screen.findByText('Blocked by 2')).toBeInTheDocument();
  expect(screen.getByText('1/3 subtasks')).toBeInTheDocument();
});
