import type { Orm } from '../client.js';
import { leaveRequests, type LeaveStatus, type LeaveType } from '../schema/leave.js';
import type { SeedContext } from './core.seed.js';
import { addDays, isoDay, mondayOf } from './projects.seed.js';
import { seedId } from './seed-ids.js';

type SeedLeave = {
  peer: number;
  type: LeaveType;
  fromWeek: number;
  fromDay: number;
  days: number;
  status: LeaveStatus;
  reason: string;
};

// Acme peer indexes as in core.seed.ts (1 manager, 2 member); weeks relative to this week's Monday.
const ACME: SeedLeave[] = [
  { peer: 3, type: 'annual', fromWeek: 0, fromDay: 1, days: 2, status: 'approved', reason: 'Family visit' },
  { peer: 4, type: 'sick', fromWeek: 0, fromDay: 0, days: 1, status: 'approved', reason: 'Flu' },
  { peer: 6, type: 'annual', fromWeek: 1, fromDay: 0, days: 5, status: 'approved', reason: 'Holiday' },
  { peer: 2, type: 'annual', fromWeek: 2, fromDay: 2, days: 2, status: 'pending', reason: 'Moving house' },
  { peer: 7, type: 'other', fromWeek: 1, fromDay: 3, days: 1, status: 'pending', reason: 'Exam' },
  { peer: 9, type: 'unpaid', fromWeek: -3, fromDay: 0, days: 3, status: 'approved', reason: 'Personal' },
  { peer: 12, type: 'annual', fromWeek: -2, fromDay: 1, days: 2, status: 'rejected', reason: 'Conference' },
  { peer: 8, type: 'sick', fromWeek: -1, fromDay: 3, days: 2, status: 'approved', reason: 'Back pain' },
];

/** A few leave requests around today in every status, deterministic. */
export async function seedLeave(orm: Orm, context: SeedContext): Promise<void> {
  const monday = mondayOf(context.today);
  await orm.insert(leaveRequests).values(
    ACME.map((entry, n) => {
      const from = addDays(monday, entry.fromWeek * 7 + entry.fromDay);
      return {
        id: seedId('leave', 'acme', n),
        companyId: seedId('company', 'acme'),
        userId: seedId('user', 'acme', entry.peer),
        type: entry.type,
        fromDate: isoDay(from),
        toDate: isoDay(addDays(from, entry.days - 1)),
        reason: entry.reason,
        status: entry.status,
        decidedBy: entry.status === 'approved' || entry.status === 'rejected' ? seedId('user', 'acme', 1) : null,
        decidedAt: entry.status === 'approved' || entry.status === 'rejected' ? addDays(from, -7) : null,
      };
    }),
  );
}
