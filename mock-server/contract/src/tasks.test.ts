import { canMoveTask, karmaPoints, predictedTaskDate, TASK_STATUS_VALUES, taskTabsFor } from './tasks.js';

describe('tasks: pure rules', () => {
  it('allows exactly the transitions of the status machine', () => {
    const allowed = TASK_STATUS_VALUES.flatMap((from) =>
      TASK_STATUS_VALUES.filter((to) => canMoveTask(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'not_started>in_progress',
      'in_progress>stuck',
      'in_progress>completed',
      'stuck>in_progress',
      'stuck>completed',
    ]);
  });

  it('awards 1 point per estimated hour, +50 % for a new route', () => {
    expect(karmaPoints(8, 'known')).toBe(8);
    expect(karmaPoints(6, 'new')).toBe(9);
    expect(karmaPoints(2.5, 'new')).toBe(3.75);
  });

  it('predicts two thirds of the way from the optimistic to the conservative date', () => {
    expect(predictedTaskDate('2026-03-02', '2026-03-02')).toBe('2026-03-02');
    expect(predictedTaskDate('2026-03-02', '2026-03-11')).toBe('2026-03-08');
    expect(predictedTaskDate('2026-03-02', '2026-03-03')).toBe('2026-03-03');
    expect(predictedTaskDate('2026-02-27', '2026-03-03')).toBe('2026-03-02');
  });
});

describe('tasks: tabs by level', () => {
  it('gives managers All, members Others and Open', () => {
    expect(taskTabsFor('level3')).toEqual(['mine', 'all']);
    expect(taskTabsFor('level2')).toEqual(['mine', 'all']);
    expect(taskTabsFor('level1')).toEqual(['mine', 'others', 'open']);
  });
});
