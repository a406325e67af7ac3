import type { ProjectVelocity, ScoringUnit, Sprint } from '@timely/contract';
import { round2 } from './scores.js';

/** How many closed sprints the velocity chart shows. */
const VELOCITY_WINDOW = 6;

/**
 * The velocity of a project (issue #49): its last 6 closed sprints by number, oldest first, committed vs
 * completed in the project's scoring unit, from the numbers frozen at each close (both units are frozen,
 * so a project that changes its unit still draws its history in the new one).
 */
export function velocityOf(sprints: Sprint[], unit: ScoringUnit): ProjectVelocity {
  const closed = sprints
    .filter((sprint) => sprint.status === 'completed' && sprint.closedAt !== null)
    .sort((a, b) => a.number - b.number)
    .slice(-VELOCITY_WINDOW);
  const points = unit === 'points';
  const entries = closed.map((sprint) => ({
    sprintId: sprint._id,
    number: sprint.number,
    name: sprint.name,
    closedAt: sprint.closedAt!,
    committed: points ? sprint.snapshot.committedPoints : sprint.snapshot.committedHours,
    completed: points ? sprint.snapshot.completedPoints : sprint.snapshot.completedHours,
    score: sprint.snapshot.score,
  }));
  return {
    scoringUnit: unit,
    sprints: entries,
    averageCompleted: entries.length
      ? round2(entries.reduce((sum, entry) => sum + entry.completed, 0) / entries.length)
      : null,
  };
}
