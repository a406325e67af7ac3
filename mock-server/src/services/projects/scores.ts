import type { ScoringUnit, SprintSnapshot } from '@timely/contract';

/** A task as the sprint numbers need it; `committed`: it was in the sprint when the sprint started. */
/**
 * A task as the numbers see it, or `count` tasks alike in status, commitment and having points, with their
 * estimates, points and actual hours summed (what the database returns grouped, `taskFactsOf`).
 */
export type ScoredTask = {
  estimateHours: number;
  storyPoints: number | null;
  status: string;
  actualHours: number | null;
  committed: boolean;
  count?: number;
};

/** How many tasks these facts stand for. */
export const taskCount = (tasks: ScoredTask[]) => tasks.reduce((sum, task) => sum + (task.count ?? 1), 0);

/** What was stored when a manager started the sprint, in both units; null while planned. */
export type Commitment = { hours: number; points: number } | null;

/** How many closed sprints the project score averages (the screens' docs in docs/). */
const PROJECT_SCORE_WINDOW = 6;

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** Sprint score = 100 × completed ÷ committed (hours or points); null when nothing was committed. */
export function sprintScore(committed: number, completed: number): number | null {
  return committed > 0 ? round2((100 * completed) / committed) : null;
}

/**
 * A sprint's numbers from its tasks (issue #27), in hours and in story points (issue #49; a task without
 * points counts 0). Once started: committed = what was stored when a manager started it; completed = the
 * completed tasks' estimates (added scope included); spill-over = those not completed; scope added = tasks
 * that entered after the start; actual = hours entered on completion. Before the start (`commitment` null)
 * committed is what starting now would commit, nothing is added scope, and there is no score yet. The score
 * is computed in `unit`.
 */
export function snapshotOf(tasks: ScoredTask[], commitment: Commitment, unit: ScoringUnit): SprintSnapshot {
  const hours = (list: ScoredTask[]) => round2(list.reduce((sum, task) => sum + task.estimateHours, 0));
  const points = (list: ScoredTask[]) => round2(list.reduce((sum, task) => sum + (task.storyPoints ?? 0), 0));
  const started = commitment !== null;
  const completed = tasks.filter((task) => task.status === 'completed');
  const open = tasks.filter((task) => task.status !== 'completed');
  const added = tasks.filter((task) => !task.committed);
  const committedHours = started ? round2(commitment.hours) : hours(tasks);
  const committedPoints = started ? round2(commitment.points) : points(tasks);
  const completedHours = hours(completed);
  const completedPoints = points(completed);
  return {
    committedHours,
    completedHours,
    spillOverHours: hours(open),
    scopeAddedHours: started ? hours(added) : 0,
    actualHours: round2(completed.reduce((sum, task) => sum + (task.actualHours ?? 0), 0)),
    committedPoints,
    completedPoints,
    spillOverPoints: points(open),
    scopeAddedPoints: started ? points(added) : 0,
    tasksWithoutPoints: taskCount(tasks.filter((task) => task.storyPoints === null)),
    scoringUnit: unit,
    score: !started
      ? null
      : unit === 'points'
        ? sprintScore(committedPoints, completedPoints)
        : sprintScore(committedHours, completedHours),
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
