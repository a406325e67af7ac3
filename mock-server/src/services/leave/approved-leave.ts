import { and, eq, gte, lte } from 'drizzle-orm';
import type { Orm } from '../../db/client.js';
import { idIn } from '../../db/id-in.js';
import { leaveRequests } from '../../db/schema/leave.js';

/** An approved absence as the day counts read it: its days and whether its first or last is a half. */
export type ApprovedLeave = {
  peerId: string;
  fromDate: string;
  toDate: string;
  halfDayStart: boolean;
  halfDayEnd: boolean;
};

/**
 * The approved leave of these peers of the company (or of `everyone` in it: a list of the whole company's ids
 * made a statement of a thousand values) that overlaps the days from `from` to `to`.
 */
export function approvedLeaveOf(
  orm: Orm,
  companyId: string,
  peerIds: readonly string[] | 'everyone',
  { from, to }: { from: string; to: string },
): Promise<ApprovedLeave[]> {
  return orm
    .select({
      peerId: leaveRequests.userId,
      fromDate: leaveRequests.fromDate,
      toDate: leaveRequests.toDate,
      halfDayStart: leaveRequests.halfDayStart,
      halfDayEnd: leaveRequests.halfDayEnd,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.companyId, companyId),
        peerIds === 'everyone' ? undefined : idIn(leaveRequests.userId, peerIds),
        eq(leaveRequests.status, 'approved'),
        lte(leaveRequests.fromDate, to),
        gte(leaveRequests.toDate, from),
      ),
    );
}
