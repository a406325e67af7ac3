import { useSession } from '@timely/shared-auth';
import { companyWeek, PAGE_SIZES } from '@timely/contract';
import { useUrlParams, weekPickerFormat } from '@timely/shared-ui';
import dayjs from 'dayjs';
import { useMemo } from 'react';

type Param = 'from' | 'weeks' | 'projectId' | 'jobRoleId' | 'search' | 'page' | 'perPage';
export const WEEK_CHOICES = [4, 8, 12, 16, 26];

/** The heatmap's weeks, filters and page, kept in the address; the weeks are the company's. */
export function useAvailabilityParams() {
  const params = useUrlParams<Param>();
  const user = useSession().session?.user;
  // the company's weeks (Sunday to Saturday for a Sunday-to-Thursday company), as the server groups them;
  // "this week" by the reader's own day, like every date on screen
  const week = useMemo(
    () => companyWeek(user?.companyWorkingDays, user?.timeZone),
    [user?.companyWorkingDays, user?.timeZone],
  );
  const pickerFormat = useMemo(() => weekPickerFormat(week.weekStart), [week]);
  const thisWeek = week.weekStart(dayjs().format('YYYY-MM-DD'));
  const from = week.weekStart(params.get('from') || dayjs(thisWeek).subtract(4, 'week').format('YYYY-MM-DD'));
  const weeks = WEEK_CHOICES.includes(Number(params.get('weeks'))) ? Number(params.get('weeks')) : 12;
  const perPage = (PAGE_SIZES as readonly number[]).includes(Number(params.get('perPage')))
    ? Number(params.get('perPage'))
    : 20;
  const query = {
    from,
    weeks,
    page: Math.max(1, Number(params.get('page')) || 1),
    perPage,
    projectId: params.get('projectId') || undefined,
    jobRoleId: params.get('jobRoleId') || undefined,
    search: params.get('search')?.trim() || undefined,
  };
  return { params, week, pickerFormat, thisWeek, from, weeks, query };
}
