import { and, eq } from 'drizzle-orm';
import type { MyWorkDays, WorkMode } from '@timely/contract';
import { workModeDays } from '../../db/schema/work-mode-days.js';
import { apiError, fieldError, unauthorized } from '../../http/errors.js';
import { isWorkMode, nextWorkWeekOf, workWeekOf } from './overview-math.js';
import { loadPeopleDays } from './people-days.js';
import type { ServiceContext } from '../service-context.js';

/** The days a user plans: the company's working days of the week holding `today`, and of the next. */
async function fortnightOf(ctx: ServiceContext, today: string): Promise<string[]> {
  const workingDays = await ctx.workingWeek();
  return [...workWeekOf(today, workingDays), ...nextWorkWeekOf(today, workingDays)];
}

/**
 * The signed-in user's fortnight as the Overview counts it (people-days.ts: leave, then the planned
 * day, then today's status, then the default), with what they planned for each day. Days before today are
 * shown but no longer change.
 */
export async function myWorkDays(ctx: ServiceContext, today: string): Promise<MyWorkDays> {
  const { orm, caller: auth } = ctx;
  const days = await fortnightOf(ctx, today);
  const people = await loadPeopleDays(orm, auth.companyId, days, today, auth.userId);
  const me = people.peers[0];
  if (!me) throw unauthorized();
  return {
    // as dayModeOf fills an unplanned day
    defaultWorkMode: isWorkMode(me.defaultWorkMode) ? me.defaultWorkMode : 'office',
    days: days.map((day) => ({
      day,
      mode: people.modeOf(me, day),
      planned: people.plannedOf(me, day),
      holiday: people.holidays.get(day) ?? null,
      editable: day >= today,
    })),
  };
}

/**
 * Plans one of those days (or clears it with null). A day outside the fortnight, a weekend or a day gone
 * by is refused with a message on `day`, and nothing changes.
 */
export async function planWorkDay(
  ctx: ServiceContext,
  day: string,
  mode: WorkMode | null,
  today: string,
): Promise<void> {
  const { orm, caller: auth } = ctx;
  const days = await fortnightOf(ctx, today);
  if (!days.includes(day))
    throw fieldError('day', apiError('field.notPlannableDay', { first: days[0]!, last: days[days.length - 1]! }));
  if (day < today) throw fieldError('day', apiError('field.dayPassed'));
  if (mode === null) {
    await orm.delete(workModeDays).where(and(eq(workModeDays.userId, auth.userId), eq(workModeDays.day, day)));
    return;
  }
  await orm
    .insert(workModeDays)
    .values({ companyId: auth.companyId, userId: auth.userId, day, mode })
    .onConflictDoUpdate({ target: [workModeDays.userId, workModeDays.day], set: { mode } });
}
