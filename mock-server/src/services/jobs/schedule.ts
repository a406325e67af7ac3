import { dayInZone } from '@timely/contract';
import { companies } from '../../db/schema/core.js';
import { addDays, weekdayOf } from '../calendar-days.js';
import { enqueueJob } from './queue.js';
import type { ServerFacilities } from '../service-context.js';

/** The company job of the weekly digest: it adds one mail job per reader (services/jobs/weekly-digest.ts). */
export const WEEKLY_DIGEST = 'weekly-digest';
/** One reader's weekly digest. */
export const WEEKLY_DIGEST_MAIL = 'weekly-digest-mail';

/** The company's daily look for reminders due (services/jobs/reminders.ts), at 09:00 in its time zone. */
export const REMINDERS = 'reminders';
const REMINDER_HOUR = 9;

/** The digest goes out on Mondays at this hour in the company's time zone. */
const DIGEST_HOUR = 8;
/** An occurrence not scheduled within this long after its time (every worker down all Monday) is skipped. */
const LATE_MS = 24 * 3600_000;

/** The instant a wall-clock time (day, hour) is in a time zone (UTC for one this runtime does not know). */
export function instantInZone(day: string, hour: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, hour);
  // the zone's offset at the guess, then again at the answer (a change of summer time between the two)
  let instant = wall - offsetMs(new Date(wall), timeZone);
  instant = wall - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

function offsetMs(instant: Date, timeZone: string): number {
  try {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(instant)
        .map((part) => [part.type, Number(part.value)]),
    ) as Record<string, number>;
    const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
    return wall - Math.floor(instant.getTime() / 1000) * 1000;
  } catch {
    return 0;
  }
}

/** The Monday (YYYY-MM-DD) of the week `now` falls in, in a time zone. */
export function mondayOf(now: Date, timeZone: string): string {
  const today = dayInZone(now, timeZone);
  return addDays(today, -((weekdayOf(today) + 6) % 7));
}

/** This week's digest of a company: its key's week (the Monday) and when it runs (Monday 08:00 there). */
export function digestOccurrence(now: Date, timeZone: string): { monday: string; runAt: Date } {
  const monday = mondayOf(now, timeZone);
  return { monday, runAt: instantInZone(monday, DIGEST_HOUR, timeZone) };
}

export const digestKey = (companyId: string, monday: string) => `${WEEKLY_DIGEST}:${companyId}:${monday}`;

/** Today's reminders of a company: its day, and when they are looked for (09:00 there). */
export function remindersOccurrence(now: Date, timeZone: string): { day: string; runAt: Date } {
  const day = dayInZone(now, timeZone);
  return { day, runAt: instantInZone(day, REMINDER_HOUR, timeZone) };
}

/**
 * Adds the recurring jobs whose time has come (the worker's minute tick; tests call it): each company's
 * weekly digest once its Monday 08:00 has passed in the company's time zone, and its reminders once 09:00
 * has passed there each day. The key makes a second call,
 * in this process or another, or after a restart, add nothing. Answers how many were added.
 */
export async function scheduleRecurring(app: ServerFacilities): Promise<number> {
  const now = app.now();
  const rows = await app.db.orm.select({ id: companies.id, timeZone: companies.timeZone }).from(companies);
  let added = 0;
  for (const company of rows) {
    const { monday, runAt } = digestOccurrence(now, company.timeZone);
    const since = now.getTime() - runAt.getTime();
    const made =
      since >= 0 &&
      since < LATE_MS &&
      (await enqueueJob(app, {
        kind: WEEKLY_DIGEST,
        key: digestKey(company.id, monday),
        companyId: company.id,
        payload: { monday },
        runAt,
      }));
    if (made) added += 1;
    const reminders = remindersOccurrence(now, company.timeZone);
    const late = now.getTime() - reminders.runAt.getTime();
    if (late < 0 || late >= LATE_MS) continue;
    const madeReminders = await enqueueJob(app, {
      kind: REMINDERS,
      key: `${REMINDERS}:${company.id}:${reminders.day}`,
      companyId: company.id,
      payload: { day: reminders.day },
      runAt: reminders.runAt,
    });
    if (madeReminders) added += 1;
  }
  return added;
}
