import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createReviewBodySchema, FeedbackReport, Review, ReviewMates } from '@timely/contract';
import { MAX_REPORT_DAYS, MIN_DISTINCT_REVIEWERS, rangeIssue } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { jobRoles, users } from '../../db/schema/core.js';
import { peerFeedback } from '../../db/schema/peer-feedback.js';
import { projectMembers, projects } from '../../db/schema/projects.js';
import { apiError, conflict, fieldError, fieldProblem, forbidden, notFound } from '../../http/errors.js';
import { isUniqueViolation } from '../db-errors.js';
import { notify } from '../notifications.js';
import { dayIn, monthIn, nextMonthStart, summarise, summariseByMonth, type ScoredReview } from './feedback-math.js';
import { preparedOnce } from '../../db/prepared-once.js';
import type { ServiceContext } from '../service-context.js';

type CreateReviewBody = z.output<typeof createReviewBodySchema>;
export type ReportFilters = {
  revieweeId: string;
  projectId?: string | undefined;
  reviewerJobRoleId?: string | undefined;
  reviewerId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The caller's time zone: months and "today" follow it. */
export async function timeZoneOf(orm: Orm, userId: string): Promise<string> {
  const [row] = await orm.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? 'UTC';
}

/**
 * Stores a review. Rules (the screens' docs in docs/ My feedback): not oneself; the reviewee is on the project; the
 * reviewer is too, unless level3 (who has every project, docs/privacy.md); once per reviewer, reviewee,
 * project and calendar month of the reviewer. The reviewee is told, without the reviewer's name.
 */
export async function createReview(ctx: ServiceContext, body: CreateReviewBody): Promise<Review> {
  const { orm, caller: auth } = ctx;
  const now = ctx.now();
  if (body.revieweeId === auth.userId) throw fieldError('revieweeId', apiError('field.reviewSelf'));
  const [project] = await orm
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.id, body.projectId), eq(projects.companyId, auth.companyId), isNull(projects.deletedAt)));
  if (!project) throw notFound('notFound.project');
  const [reviewee] = await orm
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, body.revieweeId), eq(users.companyId, auth.companyId), isNull(users.deletedAt)));
  if (!reviewee) throw notFound('notFound.peer');
  const members = await orm
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, project.id));
  const onProject = new Set(members.map((member) => member.userId));
  if (!onProject.has(reviewee.id))
    throw fieldError('revieweeId', apiError('field.notOnProject', { project: project.name }));
  if (auth.level !== 'level3' && !onProject.has(auth.userId))
    throw forbidden(apiError('feedback.notOnProject', { project: project.name }));

  const month = monthIn(now, await timeZoneOf(orm, auth.userId));
  const refusal = () =>
    conflict(
      apiError('feedback.alreadyRated', { name: reviewee.name, project: project.name, from: nextMonthStart(month) }),
      [fieldProblem('revieweeId', apiError('field.alreadyRated'))],
    );
  return orm.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: peerFeedback.id })
      .from(peerFeedback)
      .where(
        and(
          eq(peerFeedback.reviewerId, auth.userId),
          eq(peerFeedback.revieweeId, reviewee.id),
          eq(peerFeedback.projectId, project.id),
          eq(peerFeedback.month, `${month}-01`),
        ),
      );
    if (existing) throw refusal();
    let row: typeof peerFeedback.$inferSelect;
    try {
      [row] = (await tx
        .insert(peerFeedback)
        .values({
          companyId: auth.companyId,
          projectId: project.id,
          reviewerId: auth.userId,
          revieweeId: reviewee.id,
          month: `${month}-01`,
          dependability: body.dependability,
          impact: body.impact,
          teamplay: body.teamplay,
          competence: body.competence,
          ownership: body.ownership,
          comment: body.comment,
          createdAt: now,
        })
        .returning()) as [typeof peerFeedback.$inferSelect];
    } catch (error) {
      // a racing twin got in first: the unique index says so
      if (isUniqueViolation(error)) throw refusal();
      throw error;
    }
    await notify(tx, {
      companyId: auth.companyId,
      userId: reviewee.id,
      kind: 'feedback_received',
      title: { code: 'feedback.received' },
      body: { code: 'feedback.receivedOn', params: { project: project.name } },
      link: '/peer-feedback',
    });
    return toReview(row);
  });
}

/**
 * One reviewee's averages from the caller's company, overall and per month, behind the distinct-reviewer
 * threshold; 404 when the reviewee is not of the caller's company. `today` is the caller's, in their time zone.
 * One statement, prepared once per set of filters: the reviewee's row with each matching review joined to it (one
 * row of nulls when none matches, none when the reviewee is unknown), where the reviewee and the reviews were two
 * statements built anew on every call.
 */
export async function feedbackReport(
  ctx: ServiceContext,
  filters: ReportFilters,
  today: string,
): Promise<FeedbackReport> {
  const to = filters.to ?? today;
  const from = filters.from ?? defaultFrom(to);
  // checked again with the defaults filled in: `from` alone may lie decades before today
  const span = rangeIssue(from, to, MAX_REPORT_DAYS, 'two years', 'from');
  if (span) {
    // an unknown peer answers 404 before anything the report would say
    await requireCompanyPeer(ctx.orm, ctx.caller.companyId, filters.revieweeId);
    throw fieldError(
      filters.to ? 'to' : 'from',
      filters.to ? span : 'must be at most two years before to (today by default)',
    );
  }
  const set = `${filters.projectId ? 'p' : ''}${filters.reviewerId ? 'r' : ''}${filters.reviewerJobRoleId ? 'j' : ''}`;
  const statement = preparedOnce(ctx.orm, `feedback_report_${set}`, (name) => {
    const value = (key: string) => sql.placeholder(key);
    const matching = [
      eq(peerFeedback.revieweeId, users.id),
      eq(peerFeedback.companyId, users.companyId),
      gte(peerFeedback.month, value('fromMonth')),
      lte(peerFeedback.month, value('to')),
    ];
    if (filters.projectId) matching.push(eq(peerFeedback.projectId, value('projectId')));
    if (filters.reviewerId) matching.push(eq(peerFeedback.reviewerId, value('reviewerId')));
    if (filters.reviewerJobRoleId)
      matching.push(
        sql`exists (select 1 from ${users} reviewer where reviewer.id = ${peerFeedback.reviewerId} and reviewer.job_role_id = ${value('jobRoleId')})`,
      );
    return ctx.orm
      .select({
        reviewerId: peerFeedback.reviewerId,
        month: sql<string | null>`to_char(${peerFeedback.month}, 'YYYY-MM')`,
        dependability: peerFeedback.dependability,
        impact: peerFeedback.impact,
        teamplay: peerFeedback.teamplay,
        competence: peerFeedback.competence,
        ownership: peerFeedback.ownership,
      })
      .from(users)
      .leftJoin(peerFeedback, and(...matching))
      .where(and(eq(users.id, value('revieweeId')), eq(users.companyId, value('companyId'))))
      .prepare(name);
  });
  const found = await statement.execute({
    revieweeId: filters.revieweeId,
    companyId: ctx.caller.companyId,
    fromMonth: `${from.slice(0, 7)}-01`,
    to,
    projectId: filters.projectId,
    reviewerId: filters.reviewerId,
    jobRoleId: filters.reviewerJobRoleId,
  });
  if (!found.length) throw notFound('notFound.peer');
  const rows = found.filter((row): row is ScoredReview & typeof row => row.reviewerId !== null);
  return {
    revieweeId: filters.revieweeId,
    from,
    to,
    minReviewers: MIN_DISTINCT_REVIEWERS,
    overall: summarise(rows),
    monthly: summariseByMonth(rows, from, to),
  };
}

/** 404 unless the peer is in the caller's company (other companies' ids look unknown). */
export async function requireCompanyPeer(orm: Orm, companyId: string, id: string): Promise<void> {
  const [row] = await orm
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId)));
  if (!row) throw notFound('notFound.peer');
}

/**
 * Who the caller may rate: everyone sharing a project with them (level3: everyone on any project),
 * with, per project, whether they already did this month.
 */
export async function reviewMates(ctx: ServiceContext): Promise<ReviewMates> {
  const { orm, caller: auth } = ctx;
  const month = monthIn(ctx.now(), await timeZoneOf(orm, auth.userId));
  const mine = orm
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(eq(projectMembers.userId, auth.userId));
  const rows = await orm
    .select({
      peerId: users.id,
      name: users.name,
      avatarUrl: users.avatarUrl,
      jobRoleId: users.jobRoleId,
      jobRoleName: jobRoles.name,
      projectId: projects.id,
      projectName: projects.name,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .leftJoin(jobRoles, eq(jobRoles.id, users.jobRoleId))
    .where(
      and(
        eq(projects.companyId, auth.companyId),
        isNull(projects.deletedAt),
        isNull(users.deletedAt),
        ne(users.id, auth.userId),
        ...(auth.level === 'level3' ? [] : [inArray(projectMembers.projectId, mine)]),
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(projects.name));
  const done = await orm
    .select({ revieweeId: peerFeedback.revieweeId, projectId: peerFeedback.projectId })
    .from(peerFeedback)
    .where(and(eq(peerFeedback.reviewerId, auth.userId), eq(peerFeedback.month, `${month}-01`)));
  const reviewed = new Set(done.map((entry) => `${entry.revieweeId}:${entry.projectId}`));
  const mates = new Map<string, ReviewMates['items'][number]>();
  for (const row of rows) {
    const mate = mates.get(row.peerId) ?? {
      _id: row.peerId,
      name: row.name,
      profilePic: ctx.pictureUrl(row.avatarUrl),
      jobRole: row.jobRoleId && row.jobRoleName ? { _id: row.jobRoleId, name: row.jobRoleName } : null,
      projects: [],
    };
    mate.projects.push({
      _id: row.projectId,
      name: row.projectName,
      reviewedThisMonth: reviewed.has(`${row.peerId}:${row.projectId}`),
    });
    mates.set(row.peerId, mate);
  }
  return { month, items: [...mates.values()] };
}

/** Today in a user's time zone. */
export async function todayOf(orm: Orm, userId: string, now: Date): Promise<string> {
  return dayIn(now, await timeZoneOf(orm, userId));
}

/** Six months with this one: the first of the month five months before `to`. */
function defaultFrom(to: string): string {
  const date = new Date(`${to.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 5);
  return date.toISOString().slice(0, 10);
}

function toReview(row: typeof peerFeedback.$inferSelect): Review {
  return {
    _id: row.id,
    revieweeId: row.revieweeId,
    projectId: row.projectId,
    month: row.month.slice(0, 7),
    dependability: row.dependability,
    impact: row.impact,
    teamplay: row.teamplay,
    competence: row.competence,
    ownership: row.ownership,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}
