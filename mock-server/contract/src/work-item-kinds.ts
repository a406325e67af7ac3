import { z } from 'zod';
import { requiredOr } from './common.js';

/**
 * The kinds a work item and a project's scoring take, apart from the tasks' and sprints' schemas: the first
 * page's answers (search results, a project's card) name them without downloading those whole modules.
 */

/** Issue #49: what kind of work item a task is (default task). */
export const TASK_TYPES = ['story', 'bug', 'task', 'chore'] as const;
export const taskTypeSchema = z.enum(TASK_TYPES, { error: requiredOr('must be story, bug, task or chore') });
export type TaskType = z.infer<typeof taskTypeSchema>;

/** Issue #49: how urgent a task is, most urgent first (default none). */
export const TASK_PRIORITIES = ['urgent', 'high', 'medium', 'low', 'none'] as const;
export const taskPrioritySchema = z.enum(TASK_PRIORITIES, {
  error: requiredOr('must be urgent, high, medium, low or none'),
});
export type TaskPriority = z.infer<typeof taskPrioritySchema>;

/** What a project scores its sprints in (issue #49): hours stay the capacity measure either way. */
export const SCORING_UNITS = ['hours', 'points'] as const;
export const scoringUnitSchema = z.enum(SCORING_UNITS, { error: requiredOr('must be hours or points') });
export type ScoringUnit = z.infer<typeof scoringUnitSchema>;
