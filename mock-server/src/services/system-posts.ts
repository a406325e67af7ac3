import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema, karmaPointsSchema, type FeedEvent } from '@timely/contract';
import type { Orm } from '../db/client.js';
import { users } from '../db/schema/core.js';
import { feedPosts, type FeedPostRow } from '../db/schema/feeds.js';
import { projects } from '../db/schema/projects.js';

/** The longest recognition comment a system post quotes; the post stays well under the post limit. */
const RECOGNITION_COMMENT_MAX_LENGTH = 500;

// `at` and `id` let the seed lay out a fixed history; features leave both out.
const base = { companyId: idSchema, at: z.date().optional(), id: idSchema.optional() };

/**
 * What other features report to the feed. Names are looked up here, in the same company, so a caller
 * passes ids only and can never post about another company's people or projects.
 */
const systemEventSchema = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('sprint_closed'),
    projectId: idSchema,
    sprintId: idSchema,
    sprintName: z.string().trim().min(1).max(120),
    score: z.number().min(0).nullable(),
    scoringUnit: z.enum(['hours', 'points']).optional(),
    goal: z.string().trim().max(500).optional(),
  }),
  z.object({
    ...base,
    kind: z.literal('recognition'),
    giverId: idSchema,
    receiverId: idSchema,
    points: karmaPointsSchema,
    comment: z.string().trim().max(RECOGNITION_COMMENT_MAX_LENGTH).default(''),
  }),
  z.object({ ...base, kind: z.literal('project_delivered'), projectId: idSchema }),
]);
export type SystemEvent = z.input<typeof systemEventSchema>;

/** A system event that names something its company does not have: a bug in the calling feature. */
export class SystemEventError extends Error {
  override name = 'SystemEventError';
}

/**
 * Posts an event to its company's feed as Timely (no author, nobody may edit it). Pass the caller's
 * transaction as `orm` so the post commits or rolls back with the change it reports, e.g.:
 *
 *   await postSystemEvent(tx, { companyId, kind: 'sprint_closed', projectId, sprintId, sprintName, score });
 */
export async function postSystemEvent(orm: Orm, input: SystemEvent): Promise<FeedPostRow> {
  const parsed = systemEventSchema.safeParse(input);
  if (!parsed.success)
    throw new SystemEventError(
      `Invalid system event: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    );
  const event = await resolveEvent(orm, parsed.data);
  const [row] = await orm
    .insert(feedPosts)
    .values({
      ...(parsed.data.id ? { id: parsed.data.id } : {}),
      companyId: parsed.data.companyId,
      kind: event.kind,
      authorId: null,
      body: describeEvent(event),
      event,
      ...(parsed.data.at ? { createdAt: parsed.data.at } : {}),
    })
    .returning();
  return row!;
}

/** The readable text of a system post. */
function describeEvent(event: FeedEvent): string {
  switch (event.kind) {
    case 'sprint_closed': {
      // "Sprint 14" reads as it is; a sprint named "Checkout polish" needs saying what it is
      const sprint = /^sprint\b/i.test(event.sprintName) ? event.sprintName : `sprint "${event.sprintName}"`;
      // nothing committed (an empty sprint, as Jira closes it too): no score to give, but the close is news
      if (event.score === null)
        return `${event.projectName} closed ${sprint} with nothing committed, so without a score.`;
      // the score as every screen shows it: two decimals, above 100 when added scope was finished too
      const scored = `${event.projectName} closed ${sprint} with a score of ${formatScore(event.score)}${event.scoringUnit === 'points' ? ' (story points)' : ''}.`;
      return event.goal ? `${scored} Goal: “${event.goal}”` : scored;
    }
    case 'recognition': {
      const points = `${formatPoints(event.points)} karma ${event.points === 1 ? 'point' : 'points'}`;
      return event.comment
        ? `${event.giverName} recognised ${event.receiverName} with ${points}: “${event.comment}”`
        : `${event.giverName} recognised ${event.receiverName} with ${points}.`;
    }
    case 'project_delivered':
      return `${event.projectName} has been delivered. Congratulations to everyone on the team!`;
  }
}

async function resolveEvent(orm: Orm, input: z.output<typeof systemEventSchema>): Promise<FeedEvent> {
  switch (input.kind) {
    case 'sprint_closed': {
      const projectName = await projectNameOf(orm, input.companyId, input.projectId);
      return {
        kind: 'sprint_closed',
        projectId: input.projectId,
        projectName,
        sprintId: input.sprintId,
        sprintName: input.sprintName,
        score: input.score,
        ...(input.scoringUnit ? { scoringUnit: input.scoringUnit } : {}),
        ...(input.goal ? { goal: input.goal } : {}),
      };
    }
    case 'recognition': {
      const people = await orm
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.companyId, input.companyId), inArray(users.id, [input.giverId, input.receiverId])));
      const nameOf = (id: string) => {
        const person = people.find((row) => row.id === id);
        if (!person) throw new SystemEventError(`No peer ${id} in company ${input.companyId}.`);
        return person.name;
      };
      return {
        kind: 'recognition',
        giverId: input.giverId,
        giverName: nameOf(input.giverId),
        receiverId: input.receiverId,
        receiverName: nameOf(input.receiverId),
        points: input.points,
        comment: input.comment,
      };
    }
    case 'project_delivered':
      return {
        kind: 'project_delivered',
        projectId: input.projectId,
        projectName: await projectNameOf(orm, input.companyId, input.projectId),
      };
  }
}

async function projectNameOf(orm: Orm, companyId: string, projectId: string): Promise<string> {
  const [project] = await orm
    .select({ name: projects.name })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)));
  if (!project) throw new SystemEventError(`No project ${projectId} in company ${companyId}.`);
  return project.name;
}

/** 12 → "12", 3.75 → "3.75", 4.5 → "4.5": the points as awarded, without trailing zeros. */
function formatPoints(points: number): string {
  return String(Math.round(points * 100) / 100);
}

/** A sprint score as the screens show it: up to two decimals (128.6, 70.83, 100). */
function formatScore(score: number): string {
  return String(Math.round(score * 100) / 100);
}
