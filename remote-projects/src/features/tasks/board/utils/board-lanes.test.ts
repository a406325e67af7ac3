import type { Task, TaskPriority } from '@timely/contract';
import { task, taskIds } from '../../../../testing/task-fixtures';
import { isLaneGrouping, LANE_GROUPINGS, type LaneLabels } from './board-lanes';

/** A task by its title (the fixture's other fields as given). */
const named = (title: string, overrides: Partial<Task> = {}) => task({ ...overrides, title });

const labels: LaneLabels = {
  unassigned: 'Not assigned',
  noEpic: 'No epic',
  priority: (priority: TaskPriority) => `P:${priority}`,
};
const onboarding = { _id: '00000000-0000-4000-8000-0000000000e1', name: 'Onboarding', colour: '#1677ff' };
const billing = { _id: '00000000-0000-4000-8000-0000000000e2', name: 'Billing', colour: '#52c41a' };

const tasks = [
  named('Welcome mail', { epicId: onboarding._id, epic: onboarding, priority: 'low' }),
  named('Loose end', { _id: taskIds.two, priority: 'none', assignee: null }),
  named('Invoices', { _id: taskIds.three, epicId: billing._id, epic: billing, priority: 'urgent' }),
  named('Tour', { _id: '00000000-0000-4000-8000-000000007a54', epicId: onboarding._id, epic: onboarding }),
];
const shape = (lanes: { title: string; tasks: { title: string }[] }[]) =>
  lanes.map((lane) => [lane.title, lane.tasks.map((each) => each.title)]);

it('splits by epic, by the epic’s name, the tasks of no epic last, each lane by rank', () => {
  expect(shape(LANE_GROUPINGS.epic(tasks, labels))).toEqual([
    ['Billing', ['Invoices']],
    ['Onboarding', ['Welcome mail', 'Tour']],
    ['No epic', ['Loose end']],
  ]);
});

it('splits by priority, most urgent first and no priority last, leaving out priorities no card has', () => {
  expect(shape(LANE_GROUPINGS.priority(tasks, labels))).toEqual([
    ['P:urgent', ['Invoices']],
    ['P:low', ['Welcome mail']],
    ['P:none', ['Loose end', 'Tour']],
  ]);
});

it('splits by assignee, the tasks nobody has last', () => {
  const lanes = LANE_GROUPINGS.assignee(tasks, labels);
  expect(lanes.map((lane) => lane.title)).toEqual([tasks[0]!.assignee!.name, 'Not assigned']);
});

it('knows its groupings by URL value, and nothing else', () => {
  expect(['assignee', 'epic', 'priority'].every(isLaneGrouping)).toBe(true);
  expect(isLaneGrouping('toString')).toBe(false);
  expect(isLaneGrouping(null)).toBe(false);
});
