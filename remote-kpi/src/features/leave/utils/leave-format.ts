import { formatDay, type Translate } from '@timely/shared-ui';
import type { LeaveRequest, LeaveStatusValue, LeaveTypeValue } from '@timely/contract';
import type { kpiMessages } from '../../../messages/messages';

type T = Translate<typeof kpiMessages>;

/** A leave type's name, as a label ("Annual"). */
export function leaveTypeLabel(t: T, type: LeaveTypeValue): string {
  return t(`leave.type.${type}`);
}

/** A request's status as a person reads it ("approved"). */
export function leaveStatusLabel(t: T, status: LeaveStatusValue): string {
  return t(`leave.status.${status}`);
}

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

export function formatSpan(
  t: T,
  request: Pick<LeaveRequest, 'fromDate' | 'toDate' | 'halfDayStart' | 'halfDayEnd'>,
): string {
  const day = (date: string, half: boolean) => (half ? t('leave.halfDay', { day: formatDay(date) }) : formatDay(date));
  const start = day(request.fromDate, request.halfDayStart);
  if (request.fromDate === request.toDate) return start;
  return t('leave.span', { from: start, to: day(request.toDate, request.halfDayEnd) });
}

export function formatDays(t: T, days: number): string {
  return t('leave.days', { count: days });
}
