import { and, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type {
  CreateLeaveResponse,
  LeaveRequest,
  LeaveRequestList,
  LeaveRequestsQuery,
  LeaveTypeValue,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { sideBySide } from '../../db/side-by-side.js';
import { users } from '../../db/schema/core.js';
import { leaveRequests } from '../../db/schema/leave.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, conflict, fieldError, fieldProblem, forbidden, HttpError, notFound } from '../../http/errors.js';
import { companyTodayOf } from '../company/company-days.js';
import { notify, notifyAll, type NotifyInput } from '../notifications.js';
import { recordAudit } from '../audit/audit-log.js';
import { recordEvent, type CompanyEvent } from '../webhooks/company-events.js';
import { balancesOf } from './leave-balances.js';
import {
  approvableUserIds,
  canApproveFor,
  holidaysByPeer,
  holidaysOf,
  namesOf,
  projectMateIds,
  toLeaveRequest,
  type LeaveRow,
} from './leave-context.js';
import { countLeaveDays } from './leave-days.js';
import { storedConsensusLink } from './consensus-token.js';
import type { ServiceContext } from '../service-context.js';

export type CreateLeaveInput = {
  type: LeaveTypeValue;
  fromDate: string;
  toDate: string;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  reason: string;
};

async function present(
  orm: Orm,
  auth: AuthContext,
  rows: LeaveRow[],
  now: Date,
  decidable: (row: LeaveRow) => boolean,
): Promise<LeaveRequest[]> {
  const [names, holidaysOfPeer] = await sideBySide(orm, [
    () =>
      namesOf(
        orm,
        rows.flatMap((row) => [row.userId, ...(row.decidedBy ? [row.decidedBy] : [])]),
      ),
    () =>
      holidaysByPeer(
        orm,
        auth.companyId,
        rows.map((row) => row.userId),
      ),
  ]);
  const today = await companyTodayOf(orm, auth.companyId, now);
  return rows.map((row) => toLeaveRequest(row, names, holidaysOfPeer(row.userId), auth, today, decidable(row)));
}

export async function listLeaveRequests(ctx: ServiceContext, query: LeaveRequestsQuery): Promise<LeaveRequestList> {
  const { db, caller: auth } = ctx;
  const now = ctx.now();
  const status = query.status ? eq(leaveRequests.status, query.status) : undefined;
  if (query.scope === 'mine') {
    const rows = await db.orm
      .select()
      .from(leaveRequests)
      .where(and(eq(leaveRequests.userId, auth.userId), status))
      .orderBy(desc(leaveRequests.fromDate));
    return { items: await present(db.orm, auth, rows, now, () => false) };
  }
  if (auth.level === 'level1') throw forbidden(apiError('leave.approversOnly'));
  const ids = await approvableUserIds(db.orm, auth);
  if (ids.length === 0) return { items: [] };
  const rows = await db.orm
    .select()
    .from(leaveRequests)
    .where(and(eq(leaveRequests.companyId, auth.companyId), inArray(leaveRequests.userId, ids), status))
    .orderBy(desc(leaveRequests.fromDate));
  return { items: await present(db.orm, auth, rows, now, () => true) };
}

/** One request of the caller's company, or 404 (another company's ids are never confirmed). */
export async function loadLeaveRequest(orm: Orm, auth: AuthContext, id: string): Promise<LeaveRow> {
  const [row] = await orm
    .select()
    .from(leaveRequests)
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.companyId, auth.companyId)));
  if (!row) throw notFound('notFound.leaveRequest');
  return row;
}

/**
 * A request for oneself. Refused when it holds no working day, or overlaps another pending or approved
 * request of the same peer (409 naming it). Colleagues on the requester's projects get a signed
 * consensus link (in their notifications); the answer warns when the type's balance would go below zero.
 */
export async function createLeaveRequest(ctx: ServiceContext, input: CreateLeaveInput): Promise<CreateLeaveResponse> {
  const { db, caller: auth } = ctx;
  const now = ctx.now();
  const holidays = await holidaysOf(db.orm, auth.companyId, auth.userId);
  const days = countLeaveDays(input, holidays);
  if (days === 0) throw fieldError('toDate', apiError('field.noWorkingDay'));
  return db.orm.transaction(async (tx) => {
    const [clash] = await tx
      .select()
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.userId, auth.userId),
          inArray(leaveRequests.status, ['pending', 'approved']),
          lte(leaveRequests.fromDate, input.toDate),
          gte(leaveRequests.toDate, input.fromDate),
        ),
      );
    if (clash) {
      throw conflict(
        apiError('leave.overlap', {
          status: clash.status,
          type: clash.type,
          fromDate: clash.fromDate,
          toDate: clash.toDate,
        }),
        [
          fieldProblem(
            'fromDate',
            apiError('field.overlapsLeave', { type: clash.type, fromDate: clash.fromDate, toDate: clash.toDate }),
          ),
        ],
      );
    }
    const [row] = await tx
      .insert(leaveRequests)
      .values({ companyId: auth.companyId, userId: auth.userId, ...input })
      .returning();
    const year = Number(input.fromDate.slice(0, 4));
    const balance = (await balancesOf(tx, auth.companyId, auth.userId, year, holidays)).find(
      (entry) => entry.type === input.type,
    )!;
    const balanceAfter = balance.remaining === null ? null : balance.remaining - balance.pending;
    const mates = await projectMateIds(tx, auth.companyId, auth.userId);
    const names = await namesOf(tx, [auth.userId]);
    await recordEvent(tx, leaveEvent('leave.requested', auth, row!, names.get(auth.userId) ?? '', now));
    // the notifications keep no token: each owner gets one, signed, when reading theirs (consensus-token.ts)
    await notifyAll(
      tx,
      mates.map((mate): NotifyInput => ({
        companyId: auth.companyId,
        userId: mate,
        kind: 'system',
        title: {
          code: 'leave.asked',
          params: { name: names.get(auth.userId) ?? '?', fromDate: input.fromDate, toDate: input.toDate },
        },
        body: { code: 'leave.askedBody' },
        link: storedConsensusLink(row!.id),
        createdAt: now,
      })),
    );
    const [request] = await present(tx, auth, [row!], now, () => false);
    return {
      request: request!,
      balanceAfter,
      warning:
        balanceAfter !== null && balanceAfter < 0
          ? `This takes your ${input.type} balance to ${balanceAfter} days; an approver must confirm it.`
          : null,
    };
  });
}

/** The requester cancels a pending or approved request that has not started yet. */
export async function cancelLeaveRequest(ctx: ServiceContext, id: string): Promise<LeaveRequest> {
  const { db, caller: auth } = ctx;
  const now = ctx.now();
  const row = await loadLeaveRequest(db.orm, auth, id);
  if (row.userId !== auth.userId) throw forbidden(apiError('leave.requesterCancels'));
  if (row.status !== 'pending' && row.status !== 'approved')
    throw conflict(apiError('leave.alreadyDecided', { status: row.status }));
  if (row.fromDate <= (await companyTodayOf(db.orm, auth.companyId, now))) throw conflict(apiError('leave.started'));
  return db.orm.transaction(async (tx) => {
    const [updated] = await tx
      .update(leaveRequests)
      .set({ status: 'cancelled', updatedAt: now })
      .where(eq(leaveRequests.id, id))
      .returning();
    // the approvers' lists and the person's own screens refresh (the live stream only: no webhook asks for it)
    const names = await namesOf(tx, [auth.userId]);
    await recordEvent(tx, leaveEvent('leave.cancelled', auth, updated!, names.get(auth.userId) ?? '', now));
    const [request] = await present(tx, auth, [updated!], now, () => false);
    return request!;
  });
}

/** What the request's type balance would be once approved (null: no limit). */
export async function balanceAfterApproval(
  orm: Orm,
  row: LeaveRow,
  holidays: ReadonlySet<string>,
): Promise<number | null> {
  const year = Number(row.fromDate.slice(0, 4));
  const balance = (await balancesOf(orm, row.companyId, row.userId, year, holidays, row.id)).find(
    (entry) => entry.type === row.type,
  )!;
  if (balance.remaining === null) return null;
  const inYear = countLeaveDays(
    {
      ...row,
      toDate: row.toDate.slice(0, 4) === String(year) ? row.toDate : `${year}-12-31`,
      halfDayEnd: row.toDate.slice(0, 4) === String(year) && row.halfDayEnd,
    },
    holidays,
  );
  return balance.remaining - inYear;
}

/**
 * An approver approves or rejects a pending request with a note; the requester is notified. Approving
 * below a zero balance needs `confirmOverdraw` (409 naming that field otherwise).
 */
export async function decideLeaveRequest(
  ctx: ServiceContext,
  id: string,
  decision: { decision: 'approve' | 'reject'; note: string; confirmOverdraw: boolean },
): Promise<LeaveRequest> {
  const { db, caller: auth } = ctx;
  const now = ctx.now();
  const row = await loadLeaveRequest(db.orm, auth, id);
  if (!(await canApproveFor(db.orm, auth, row.userId)))
    throw forbidden(apiError(row.userId === auth.userId ? 'leave.decideOwn' : 'leave.decideOthers'));
  if (row.status !== 'pending') throw conflict(apiError('leave.alreadyDecided', { status: row.status }));
  const holidays = await holidaysOf(db.orm, auth.companyId, row.userId);
  if (decision.decision === 'approve' && !decision.confirmOverdraw) {
    const after = await balanceAfterApproval(db.orm, row, holidays);
    if (after !== null && after < 0) {
      throw new HttpError(409, apiError('leave.overBalance', { type: row.type, after }), [
        fieldProblem('confirmOverdraw', apiError('field.balanceWouldBe', { after })),
      ]);
    }
  }
  const status = decision.decision === 'approve' ? 'approved' : 'rejected';
  return db.orm.transaction(async (tx) => {
    const [updated] = await tx
      .update(leaveRequests)
      .set({ status, decidedBy: auth.userId, decidedAt: now, decisionNote: decision.note, updatedAt: now })
      .where(and(eq(leaveRequests.id, id), eq(leaveRequests.status, 'pending'), ne(leaveRequests.userId, auth.userId)))
      .returning();
    if (!updated) throw conflict(apiError('leave.decidedMeanwhile'));
    await notify(tx, {
      companyId: auth.companyId,
      userId: row.userId,
      kind: 'leave_decided',
      title: {
        code: 'leave.decided',
        params: { type: row.type, fromDate: row.fromDate, toDate: row.toDate, status },
      },
      body: decision.note,
      link: '/leaveReport',
    });
    // a decision on someone's leave is a manager's or admin's act: recorded with the request as it stood
    const [requester] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.userId));
    await recordEvent(tx, leaveEvent('leave.decided', auth, updated, requester?.name ?? '', now));
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: status === 'approved' ? 'leave.approved' : 'leave.rejected',
      target: {
        type: 'leave_request',
        id: row.id,
        label: `${requester?.name ?? ''} · ${row.fromDate}–${row.toDate}`,
      },
      before: { status: row.status },
      after: { status, note: decision.note, type: row.type, fromDate: row.fromDate, toDate: row.toDate },
    });
    const [request] = await present(tx, auth, [updated], now, () => true);
    return request!;
  });
}

/**
 * The webhooks' event of a leave request: who, which type, which days and its status; never its reason or
 * a decision's note (docs/privacy.md: the payload leaves the company).
 */
function leaveEvent(
  kind: 'leave.requested' | 'leave.decided' | 'leave.cancelled',
  auth: AuthContext,
  row: LeaveRow,
  personName: string,
  now: Date,
): CompanyEvent {
  return {
    companyId: auth.companyId,
    kind,
    actorId: auth.userId,
    leaveRequestId: row.id,
    at: now,
    payload: {
      leave: { id: row.id, type: row.type, fromDate: row.fromDate, toDate: row.toDate, status: row.status },
      person: { id: row.userId, name: personName },
    },
  };
}
