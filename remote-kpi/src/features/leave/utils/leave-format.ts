import { formatDay } from '@timely/shared-ui';
import type { LeaveRequest, LeaveStatusValue, LeaveTypeValue } from '@timely/contract';

export const LEAVE_TYPE_LABELS: Record<LeaveTypeValue, string> = {
  annual: 'Annual',
  sick: 'Sick',
  unpaid: 'Unpaid',
  other: 'Other',
};
/** antd Tag colour names (theme-aware), never raw colours. */
export const LEAVE_TYPE_COLORS: Record<LeaveTypeValue, string> = {
  annual: 'blue',
  sick: 'volcano',
  unpaid: 'purple',
  other: 'cyan',
};
export const LEAVE_STATUS_COLORS: Record<LeaveStatusValue, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

export function formatSpan(request: Pick<LeaveRequest, 'fromDate' | 'toDate' | 'halfDayStart' | 'halfDayEnd'>): string {
  const start = `${formatDay(request.fromDate)}${request.halfDayStart ? ' (half)' : ''}`;
  if (request.fromDate === request.toDate) return start;
  return `${start} – ${formatDay(request.toDate)}${request.halfDayEnd ? ' (half)' : ''}`;
}

export function formatDays(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
