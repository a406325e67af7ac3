import type { Task } from '@timely/contract';
import { task, taskIds } from '../../../../testing/task-fixtures';
import { NO_WORK_ITEM_FILTERS } from '../../../../common/utils/work-item-filters';
import { dropPlacement, filterTasks, boardFilterCount, rankDrop, rankMove, type BoardFilters } from './board-moves';

/** A task by its title (the fixture's other fields as given). */
const named = (title: string, overrides: Partial<Task> = {}) => task({ ...overrides, title });

const label = '00000000-0000-4000-8000-0000000000d1';
const epic = { _id: '00000000-0000-4000-8000-0000000000e1', name: 'Onboarding', colour: '#1677ff' };
const NONE: BoardFilters = { ...NO_WORK_ITEM_FILTERS, assigneeId: null, jobRoleId: null, mine: false, recent: false };

const bug = named('Crash on save', { type: 'bug', priority: 'urgent', labelIds: [label] });
const story = named('Sign-up', { _id: taskIds.two, type: 'story', epicId: epic._id, epic, assignee: null });
const chore = named('Bump deps', { _id: taskIds.three, type: 'chore', priority: 'low' });
const titles = (tasks: readonly { title: string }[]) => tasks.map((each) => each.title);

describe('filterTasks', () => {
  const all = [bug, story, chore];

  it('keeps every card without filters', () => {
    expect(filterTasks(all, NONE)).toEqual(all);
    expect(boardFilterCount(NONE)).toBe(0);
  });

  it('keeps the cards of the types and priorities given', () => {
    expect(titles(filterTasks(all, { ...NONE, type: ['bug', 'chore'] }))).toEqual(['Crash on save', 'Bump deps']);
    expect(titles(filterTasks(all, { ...NONE, priority: ['urgent', 'high'] }))).toEqual(['Crash on save']);
    expect(titles(filterTasks(all, { ...NONE, priority: ['none'] }))).toEqual(['Sign-up']);
    expect(boardFilterCount({ ...NONE, type: ['bug', 'story'], mine: true })).toBe(2);
  });

  it('keeps the cards carrying one of the labels, and those of an epic or of none', () => {
    expect(titles(filterTasks(all, { ...NONE, label: [label] }))).toEqual(['Crash on save']);
    expect(titles(filterTasks(all, { ...NONE, epic: epic._id }))).toEqual(['Sign-up']);
    expect(titles(filterTasks(all, { ...NONE, epic: 'none' }))).toEqual(['Crash on save', 'Bump deps']);
  });

  it('combines every filter with AND, the quick filters too', () => {
    const me = bug.assignee!._id;
    expect(titles(filterTasks(all, { ...NONE, mine: true, type: ['bug', 'story'] }, me))).toEqual(['Crash on save']);
    expect(filterTasks(all, { ...NONE, assigneeId: 'unassigned', type: ['bug'] })).toEqual([]);
    const now = Date.parse(bug.updatedAt) + 25 * 3_600_000;
    expect(filterTasks(all, { ...NONE, recent: true, type: ['bug'] }, null, now)).toEqual([]);
  });
});

describe('ranking by the mouse', () => {
  const [a, b, c] = [
    named('A', { rank: 1 }),
    named('B', { _id: taskIds.two, rank: 2 }),
    named('C', { _id: taskIds.three, rank: 3 }),
  ];
  const column = [a, b, c];

  it('lands before the card it is dropped on when its middle is above that card’s middle, else after it', () => {
    expect(dropPlacement({ top: 100, height: 80 }, { top: 130, height: 80 })).toBe('before');
    expect(dropPlacement({ top: 160, height: 80 }, { top: 130, height: 80 })).toBe('after');
  });

  it('sends the card it lands next to, as the keyboard’s rank move does', () => {
    // C dropped on the top half of A: before A, the request body { beforeId: A }
    expect(rankDrop(column, c._id, a._id, 'before')).toEqual({ beforeId: a._id });
    // A dropped on the bottom half of C: after C
    expect(rankDrop(column, a._id, c._id, 'after')).toEqual({ afterId: c._id });
    // A dropped below B is what Alt+↓ on A sends
    expect(rankDrop(column, a._id, b._id, 'after')).toEqual(rankMove(column, a, 'down'));
  });

  it('sends nothing for a drop where the card already is, on itself, or from another column', () => {
    expect(rankDrop(column, a._id, b._id, 'before')).toBeNull();
    expect(rankDrop(column, c._id, b._id, 'after')).toBeNull();
    expect(rankDrop(column, b._id, b._id, 'before')).toBeNull();
    expect(rankDrop([a, c], b._id, a._id, 'before')).toBeNull();
  });
});
