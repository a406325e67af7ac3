import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { scoringUnitSchema } from './work-item-kinds.js';

/** One closed sprint on the velocity chart: committed vs completed in the project's scoring unit. */
export const velocitySprintSchema = z.object({
  sprintId: idSchema,
  number: z.number().int().min(1),
  name: z.string(),
  closedAt: isoDateTimeSchema,
  committed: z.number(),
  completed: z.number(),
  score: z.number().nullable(),
});
export type VelocitySprint = z.infer<typeof velocitySprintSchema>;

/**
 * GET /v2/projects/:id/velocity (issue #49): the last 6 closed sprints, oldest first, in the project's
 * scoring unit (from the numbers frozen at each close; `score` as frozen); `averageCompleted` is the mean
 * completed, null when none is closed.
 */
export const projectVelocitySchema = z.object({
  scoringUnit: scoringUnitSchema,
  sprints: z.array(velocitySprintSchema),
  averageCompleted: z.number().nullable(),
});
export type ProjectVelocity = z.infer<typeof projectVelocitySchema>;
