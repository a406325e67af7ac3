import { z } from 'zod';
import {
  idParamsSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  pageSchema,
  requiredOr,
  storedDateSchema,
  wholeIfInRange,
} from './common.js';
import { levelSchema } from './auth.js';
import { currentStatusSchema, optionRefSchema } from './options.js';
import { projectVelocitySchema } from './velocity.js';
import { scoringUnitSchema } from './work-item-kinds.js';

// its query schema is the server's (first-page-queries.ts): the apps take only its type
export type { ListProjectsQuery } from './first-page-queries.js';

/** Projects (issue #6, the screens' docs in docs/ "Projects" and "Project Overview"). */

export const PROJECT_STATUS_VALUES = ['in_progress', 'pending', 'cancelled', 'delivered', 'on_hold'] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUS_VALUES, {
  error: requiredOr('must be in_progress, pending, cancelled, delivered or on_hold'),
});
export type ProjectStatusValue = z.infer<typeof projectStatusSchema>;
/** The words the screens show for each status. */
export const PROJECT_STATUS_LABELS: Record<ProjectStatusValue, string> = {
  in_progress: 'In Progress',
  pending: 'Pending',
  cancelled: 'Cancelled',
  delivered: 'Delivered',
  on_hold: 'On Hold',
};

/** A person on a project, as lists show them. */
export const projectPersonSchema = z.object({ _id: idSchema, name: z.string(), profilePic: z.string().nullable() });
export type ProjectPerson = z.infer<typeof projectPersonSchema>;

export const projectSchema = z.object({
  _id: idSchema,
  name: z.string(),
  description: z.string(),
  status: projectStatusSchema,
  startDate: storedDateSchema,
  endDate: storedDateSchema.nullable(),
  /** "Yes, N months" when set. */
  recurringMonths: z.number().int().nullable(),
  /** What its sprints are scored in (issue #49): hours or story points. */
  scoringUnit: scoringUnitSchema,
  platforms: z.array(optionRefSchema),
  managers: z.array(projectPersonSchema),
  members: z.array(projectPersonSchema),
  /** Mean of the last 6 closed sprints' frozen scores (the current sprint's live score while none is closed). */
  score: z.number().nullable(),
  /** Sprints not yet closed: deleting the project warns about them. */
  openSprints: z.number().int().min(0),
  /** Whether the caller may edit and delete it (docs/privacy.md); the server checks again. */
  canManage: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Project = z.infer<typeof projectSchema>;

/**
 * A project's end as every screen shows it (the list, its overview, the ongoing projects widget, the CSV):
 * the end date, or for a recurring project the start plus its months (clamped to the month's last day, as
 * PostgreSQL's `+ interval` does, which the list's sort by end uses), or null.
 */
export function projectEnd(startDate: string, endDate: string | null, recurringMonths: number | null): string | null {
  if (endDate) return endDate;
  if (!recurringMonths) return null;
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + recurringMonths, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export const PROJECT_SORTS = ['name', 'startDate', 'endDate', 'status', 'score'] as const;

/** A page of projects; `projectsCount` repeats `total` under the name docs/api.md gives it. */
export const projectPageSchema = pageSchema(projectSchema).extend({ projectsCount: z.number().int().min(0) });
export type ProjectPage = z.infer<typeof projectPageSchema>;

export const projectByIdParamsSchema = idParamsSchema;

const idListSchema = z
  .array(idSchema, { error: requiredOr('must be a list of ids') })
  .max(200, { message: 'must have at most 200 entries' });

const projectFields = {
  name: z
    .string({ error: requiredOr('must be text') })
    .trim()
    .min(2, { message: 'must be at least 2 characters' })
    .max(80, { message: 'must be at most 80 characters' }),
  description: z
    .string({ error: requiredOr('must be text') })
    .trim()
    .max(2000, { message: 'must be at most 2000 characters' }),
  status: projectStatusSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  recurringMonths: z
    .number({ error: requiredOr('must be a number of months') })
    .min(1, { message: 'must be 1 to 20 months' })
    .max(20, { message: 'must be 1 to 20 months' })
    .int(wholeIfInRange('must be a whole number of months'))
    .nullable(),
  platformIds: idListSchema,
  managerIds: idListSchema,
  memberIds: idListSchema,
  scoringUnit: scoringUnitSchema,
};

/** The rules that tie fields together; the server runs them on the merged record for a PATCH too. */
export function projectShapeIssues(body: {
  startDate?: string;
  endDate?: string | null;
  recurringMonths?: number | null;
  managerIds?: string[];
  memberIds?: string[];
}): Array<{ field: string; message: string }> {
  const issues: Array<{ field: string; message: string }> = [];
  const hasEnd = body.endDate !== undefined && body.endDate !== null;
  const hasRecurring = body.recurringMonths !== undefined && body.recurringMonths !== null;
  if (hasEnd && hasRecurring)
    issues.push({ field: 'endDate', message: 'give an end date or a recurring period, not both' });
  if (!hasEnd && !hasRecurring) issues.push({ field: 'endDate', message: 'give an end date or a recurring period' });
  if (hasEnd && body.startDate && body.endDate! < body.startDate)
    issues.push({ field: 'endDate', message: 'must be on or after the start date' });
  const both = (body.managerIds ?? []).filter((id) => (body.memberIds ?? []).includes(id));
  if (both.length) issues.push({ field: 'memberIds', message: 'must not repeat a manager' });
  return issues;
}

/** POST /v2/projects (level3, or level2 who becomes one of its managers). */
export const createProjectBodySchema = z
  .object(projectFields)
  .partial({
    description: true,
    endDate: true,
    recurringMonths: true,
    platformIds: true,
    managerIds: true,
    memberIds: true,
    scoringUnit: true,
  })
  .strict()
  .superRefine((body, context) => {
    for (const issue of projectShapeIssues(body))
      context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type CreateProjectBody = z.input<typeof createProjectBodySchema>;

/** PATCH /v2/projects/:id: any subset; cross-field rules are checked on the merged record. */
export const updateProjectBodySchema = z.object(projectFields).partial().strict();
export type UpdateProjectBody = z.input<typeof updateProjectBodySchema>;

/** What the project overview shows per sprint: planned (committed) hours vs actual hours (entered on completion, issue #27). */
export const sprintPlanPointSchema = z.object({
  sprintId: idSchema,
  number: z.number().int(),
  name: z.string(),
  planned: z.number(),
  actual: z.number(),
  closed: z.boolean(),
});

export const projectTeamMemberSchema = projectPersonSchema.extend({
  role: z.enum(['manager', 'member']),
  level: levelSchema,
  jobRole: z.string().nullable(),
  /** Where they are today; approved leave covering today shows as `leave` (away). */
  currentStatus: currentStatusSchema,
});
export type ProjectTeamMember = z.infer<typeof projectTeamMemberSchema>;

/** GET /v2/projects/:id/overview. */
export const projectOverviewSchema = z.object({
  project: projectSchema,
  plannedVsActual: z.array(sprintPlanPointSchema),
  currentSprint: z
    .object({
      _id: idSchema,
      number: z.number().int(),
      name: z.string(),
      goal: z.string(),
      startDate: storedDateSchema,
      endDate: storedDateSchema,
      tasksTotal: z.number().int(),
      tasksCompleted: z.number().int(),
      remainingTasks: z.array(
        z.object({
          _id: idSchema,
          title: z.string(),
          status: z.string(),
          estimateHours: z.number(),
          assignee: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
  /** The last 6 closed sprints, committed vs completed in the project's scoring unit (issue #49). */
  velocity: projectVelocitySchema,
  team: z.array(projectTeamMemberSchema),
});
export type ProjectOverview = z.infer<typeof projectOverviewSchema>;
