import { and, eq, gte, inArray, isNull, lte, ne } from 'drizzle-orm';
import { isLeaveDecided, type ConsensusAnswer, type ConsensusView, type Coverage } from '@timely/contract';
import type { Database, Orm } from '../../db/client.js';
import { users } from '../../db/schema/core.js';
import { leaveRequests } from '../../db/schema/leave.js';
import { leaveConsensusAnswers } from '../../db/schema/leave-policy.js';
import { projectMembers, projects } from '../../db/schema/projects.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, conflict, forbidden, unauthorized } from '../../http/errors.js';
import { verifyConsensusToken } from './consensus-token.js';
import { companyTodayOf } from '../company/company-days.js';
import {
  canApproveFor,
  holidaysByPeer,
  holidaysOf,
  leaveDetailUserIds,
  namesOf,
  toLeaveRequest,
} from './leave-context.js';
import { countLeaveDays, leaveDayParts } from './leave-days.js';
import { balanceAfterApproval, loadLeaveRequest } from './leave-requests.js';
import type { PublicContext, ServiceContext } from '../service-context.js';

type LeaveRequestRow = typeof leaveRequests.$inferSelect;

/**
 * What an approver sees before deciding: for each live project of the requester, who else of its team
 * is away (approved or pending) on those dates and the share of the team left on the busiest day if
 * this request is approved; and the colleagues' consensus answers.
 */
export async function coverageOf(ctx: ServiceContext, id: string): Promise<Coverage> {
  const { db, caller: auth } = ctx;
  const now = ctx.now();
  const row = await loadLeaveRequest(db.orm, auth, id);
  if (!(await canApproveFor(db.orm, auth, row.userId))) throw forbidden(apiError('leave.coverageApproversOnly'));
  const holidays = await holidaysOf(db.orm, auth.companyId, row.userId);
  const requestDays = leaveDayParts(row, holidays).map((part) => part.day);
  const teams = await teamsOf(db.orm, auth, row.userId);
  const others = await teamLeaveOf(db.orm, row, [...new Set(teams.map((member) => member.userId))]);
  const answers = await db.orm
    .select()
    .from(leaveConsensusAnswers)
    .where(eq(leaveConsensusAnswers.requestId, row.id))
    .orderBy(leaveConsensusAnswers.answeredAt);
  const names = await namesOf(db.orm, [
    row.userId,
    ...(row.decidedBy ? [row.decidedBy] : []),
    ...others.map((other) => other.userId),
    ...answers.map((answer) => answer.userId),
  ]);
  const byProject = new Map<string, { name: string; members: string[] }>();
  for (const member of teams) {
    const entry = byProject.get(member.projectId) ?? { name: member.name, members: [] };
    entry.members.push(member.userId);
    byProject.set(member.projectId, entry);
  }
  // a level2 approver may not manage every project of the requester's mates: their leave shows as "away"
  const detailed = await leaveDetailUserIds(db.orm, auth);
  const othersHolidays = await holidaysByPeer(
    db.orm,
    auth.companyId,
    others.map((other) => other.userId),
  );
  const awayDays = new Map(
    others.map((other) => [
      other.id,
      new Set(leaveDayParts(other, othersHolidays(other.userId)).map((part) => part.day)),
    ]),
  );
  return {
    request: toLeaveRequest(row, names, holidays, auth, await companyTodayOf(db.orm, auth.companyId, now), true),
    balanceAfter: await balanceAfterApproval(db.orm, row, holidays),
    projects: [...byProject.entries()]
      .sort((a, b) => a[1].name.localeCompare(b[1].name))
      .map(([projectId, team]) => {
        const away = others.filter((other) => team.members.includes(other.userId));
        const busiest = Math.max(
          0,
          ...requestDays.map(
            (day) =>
              new Set(away.filter((other) => awayDays.get(other.id)!.has(day)).map((other) => other.userId)).size,
          ),
        );
        const present = team.members.length - 1 - busiest;
        return {
          _id: projectId,
          name: team.name,
          teamSize: team.members.length,
          away: away.map((other) => ({
            peer: { _id: other.userId, name: names.get(other.userId) ?? '' },
            fromDate: other.fromDate,
            toDate: other.toDate,
            status: other.status,
            ...(detailed.has(other.userId) ? { type: other.type } : {}),
          })),
          presentPercent: Math.round((100 * Math.max(0, present)) / team.members.length),
        };
      }),
    answers: answers.map((answer) => ({
      peer: { _id: answer.userId, name: names.get(answer.userId) ?? '' },
      answer: answer.answer,
      answeredAt: answer.answeredAt.toISOString(),
    })),
  };
}

/** Every active member of each live project the requester is on, the requester included. */
function teamsOf(orm: Orm, auth: AuthContext, requesterId: string) {
  return orm
    .select({ projectId: projects.id, name: projects.name, userId: projectMembers.userId })
    .from(projectMembers)
    .innerJoin(
      projects,
      and(
        eq(projects.id, projectMembers.projectId),
        isNull(projects.deletedAt),
        eq(projects.companyId, auth.companyId),
      ),
    )
    .innerJoin(users, and(eq(users.id, projectMembers.userId), isNull(users.deletedAt), eq(users.isActive, true)))
    .where(
      inArray(
        projectMembers.projectId,
        orm.select({ id: projectMembers.projectId }).from(projectMembers).where(eq(projectMembers.userId, requesterId)),
      ),
    );
}

/** The teammates' leave, approved or pending, overlapping the request's dates. */
async function teamLeaveOf(orm: Orm, row: LeaveRequestRow, teamIds: string[]): Promise<LeaveRequestRow[]> {
  if (!teamIds.length) return [];
  return orm
    .select()
    .from(leaveRequests)
    .where(
      and(
        inArray(leaveRequests.userId, teamIds),
        ne(leaveRequests.userId, row.userId),
        inArray(leaveRequests.status, ['approved', 'pending']),
        lte(leaveRequests.fromDate, row.toDate),
        gte(leaveRequests.toDate, row.fromDate),
      ),
    );
}

/**
 * The request a genuine token names, while its colleague is still an active peer of that company: a link
 * dies with its colleague's rights (deactivated, deleted or moved elsewhere), like an expired one.
 */
async function requestOfToken(db: Database, secret: string, token: string, now: Date) {
  const claims = verifyConsensusToken(secret, token, now);
  const [row] = await db.orm
    .select()
    .from(leaveRequests)
    .where(and(eq(leaveRequests.id, claims.request), eq(leaveRequests.companyId, claims.company)));
  if (!row) throw unauthorized(apiError('leave.linkInvalid'));
  const [colleague] = await db.orm
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, claims.colleague),
        eq(users.companyId, claims.company),
        isNull(users.deletedAt),
        eq(users.isActive, true),
      ),
    );
  if (!colleague) throw unauthorized(apiError('leave.linkColleagueGone'));
  return { claims, row };
}

/** What a consensus link asks about (public: the signed token is the credential). */
export async function consensusView(ctx: PublicContext, token: string): Promise<ConsensusView> {
  return consensusViewAt(ctx.db, ctx.secrets.consensus, token, ctx.now());
}

/**
 * The view of a link at one instant: an answer is read back at the instant its token was checked, so a link
 * expiring meanwhile never fails once the answer is stored.
 */
async function consensusViewAt(db: Database, secret: string, token: string, now: Date): Promise<ConsensusView> {
  const { claims, row } = await requestOfToken(db, secret, token, now);
  const [names, holidays, [answer]] = await Promise.all([
    namesOf(db.orm, [row.userId, claims.colleague]),
    holidaysOf(db.orm, row.companyId, row.userId),
    db.orm
      .select()
      .from(leaveConsensusAnswers)
      .where(and(eq(leaveConsensusAnswers.requestId, row.id), eq(leaveConsensusAnswers.userId, claims.colleague))),
  ]);
  return {
    requester: names.get(row.userId) ?? '',
    colleague: names.get(claims.colleague) ?? '',
    fromDate: row.fromDate,
    toDate: row.toDate,
    days: countLeaveDays(row, holidays),
    status: row.status,
    expiresAt: new Date(claims.expiresAt).toISOString(),
    answer: answer?.answer ?? null,
  };
}

/** Records the colleague's answer, once: a second answer is refused with 409. */
export async function answerConsensus(
  ctx: PublicContext,
  token: string,
  answer: ConsensusAnswer,
): Promise<ConsensusView> {
  const { db } = ctx;
  const secret = ctx.secrets.consensus;
  const now = ctx.now();
  const { claims, row } = await requestOfToken(db, secret, token, now);
  if (isLeaveDecided(row.status)) throw conflict(apiError('leave.answerNotNeeded', { status: row.status }));
  const inserted = await db.orm
    .insert(leaveConsensusAnswers)
    .values({ requestId: row.id, userId: claims.colleague, answer, answeredAt: now })
    .onConflictDoNothing()
    .returning({ requestId: leaveConsensusAnswers.requestId });
  if (inserted.length === 0) throw conflict(apiError('leave.alreadyAnswered'));
  return consensusViewAt(db, secret, token, now);
}
