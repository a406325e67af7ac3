import type { SprintSnapshot } from '../../contract/index.js';

/** A task as the sprint numbers need it. */
export type ScoredTask = { estimateHours: number; status: string; createdAt: Date };

/** How many closed sprints the project score averages (PRODUCT.md §3). */
export const PROJECT_SCORE_WINDOW = 6;

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** The end of a sprint's first day (UTC): tasks planned before it are committed, later ones are added scope. */
export function commitCutoff(startDate: string): Date {
  const cutoff = new Date(`${startDate}T00:00:00Z`);
  cutoff.setUTCDate(cutoff.getUTCDate() + 1);
  return cutoff;
}

/** Sprint score = 100 × completed estimated hours ÷ committed estimated hours; null when nothing was committed. */
export function sprintScore(committedHours: number, completedHours: number): number | null {
  return committedHours > 0 ? round2((100 * completedHours) / committedHours) : null;
}

/**
 * A sprint's numbers from its tasks: committed = estimates planned by the end of the first day;
 * completed = estimates of completed tasks (added scope included); spill-over = estimates not completed;
 * scope added = estimates planned after the first day.
 */
export function snapshotOf(tasks: ScoredTask[], startDate: string): SprintSnapshot {
  const cutoff = commitCutoff(startDate);
  const hours = (list: ScoredTask[]) => round2(list.reduce((sum, task) => sum + task.estimateHours, 0));
  const committedHours = hours(tasks.filter((task) => task.createdAt < cutoff));
  const completedHours = hours(tasks.filter((task) => task.status === 'completed'));
  return {
    committedHours,
    completedHours,
    spillOverHours: hours(tasks.filter((task) => task.status !== 'completed')),
    scopeAddedHours: hours(tasks.filter((task) => task.createdAt >= cutoff)),
    score: sprintScore(committedHours, completedHours),
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
