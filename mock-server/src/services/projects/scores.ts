import type { SprintSnapshot } from '@timely/contract';

/** A task as the sprint numbers need it; `committed`: it was in the sprint when the sprint started. */
export type ScoredTask = { estimateHours: number; status: string; actualHours: number | null; committed: boolean };

/** How many closed sprints the project score averages (PRODUCT.md §3). */
const PROJECT_SCORE_WINDOW = 6;

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** Sprint score = 100 × completed estimated hours ÷ committed estimated hours; null when nothing was committed. */
export function sprintScore(committedHours: number, completedHours: number): number | null {
  return committedHours > 0 ? round2((100 * completedHours) / committedHours) : null;
}

/**
 * A sprint's numbers from its tasks (issue #27). Once started: committed = `committedHours`, the estimates
 * stored when a manager started it; completed = estimates of completed tasks (added scope included);
 * spill-over = estimates not completed; scope added = estimates of tasks that entered after the start;
 * actual = hours entered on completion. Before the start (`committedHours` null) committed is what starting
 * now would commit, nothing is added scope, and there is no score yet.
 */
export function snapshotOf(tasks: ScoredTask[], committedHours: number | null): SprintSnapshot {
  const hours = (list: ScoredTask[]) => round2(list.reduce((sum, task) => sum + task.estimateHours, 0));
  const started = committedHours !== null;
  const completedHours = hours(tasks.filter((task) => task.status === 'completed'));
  const committed = started ? round2(committedHours) : hours(tasks);
  return {
    committedHours: committed,
    completedHours,
    spillOverHours: hours(tasks.filter((task) => task.status !== 'completed')),
    scopeAddedHours: started ? hours(tasks.filter((task) => !task.committed)) : 0,
    actualHours: round2(
      tasks.reduce((sum, task) => sum + (task.status === 'completed' ? (task.actualHours ?? 0) : 0), 0),
    ),
    score: started ? sprintScore(committed, completedHours) : null,
  };
}

/**
 * A project's score: the mean of its last 6 closed sprints' frozen scores (newest first in
 * `closedScores`, sprints with nothing committed skipped); while none is closed, the current sprint's.
 */
export function projectScore(closedScores: Array<number | null>, currentScore: number | null): number | null {
  const scores = closedScores.filter((score): score is number => score !== null).slice(0, PROJECT_SCORE_WINDOW);
  if (!scores.length) return closedScores.length ? null : currentScore;
  return round2(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}
