import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { workingWeekOrDefault } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { idIn } from '../../db/id-in.js';
import { preparedOnce } from '../../db/prepared-once.js';
import { companies, publicHolidays, users } from '../../db/schema/core.js';
import { CompanyDays } from '../calendar-days.js';
import { dayIn } from '../peer-feedback/feedback-math.js';
import { sideBySide } from '../../db/side-by-side.js';

/**
 * The company's public holidays for everyone (optionally only those in from..to; a holiday of one location
 * is left out, see peerDaysOf) and its working week, read together: what every company-wide count of
 * working days (sprint ETA and burndown) takes.
 */
export async function companyDaysOf(
  orm: Orm,
  companyId: string,
  range?: { from: string; to: string },
): Promise<CompanyDays> {
  // one statement (two before, issue #35), built once per shape (with or without a range) and prepared: a
  // project's task list asks it on every call
  const statement = preparedOnce(orm, range ? 'company_days_in_range' : 'company_days', (name) =>
    orm
      .select(companyDaysColumns(Boolean(range)))
      .from(companies)
      .where(eq(companies.id, sql.placeholder('companyId')))
      .prepare(name),
  );
  const [company] = await statement.execute({ companyId, from: range?.from, to: range?.to });
  return companyDaysFrom(company);
}

/**
 * The company's working week and its holidays for everyone (those within the placeholders `from` and `to`
 * when `inRange`), as two columns of a statement that reads `companies`: the holidays come along as a JSON
 * list of ISO days. The subquery names its tables: drizzle writes a one-table select's columns unqualified,
 * and a bare "id" or "day" in it would be the holiday's own.
 */
export function companyDaysColumns(inRange = false) {
  const within = inRange
    ? sql`and holiday.day >= ${sql.placeholder('from')} and holiday.day <= ${sql.placeholder('to')}`
    : sql``;
  return {
    workingDays: companies.workingDays,
    holidays: sql<string>`coalesce((select json_agg(holiday.day) from ${publicHolidays} holiday where holiday.company_id = ${sql.identifier('companies')}.id and holiday.location_id is null ${within}), '[]')::text`,
  };
}

/** The days `companyDaysColumns` read (a company not found works Monday to Friday with no holiday). */
export function companyDaysFrom(row: { workingDays: number[] | null; holidays: string } | undefined): CompanyDays {
  return new CompanyDays(row ? (JSON.parse(row.holidays) as string[]) : [], workingWeekOrDefault(row?.workingDays));
}

/**
 * Each peer's days off (docs/leave.md#public-holidays): the company's holidays for everyone plus those of
 * the peer's location, with the company's working week; optionally only holidays in from..to. Answers a
 * lookup by peer id; a peer not asked about gets the holidays for everyone. Given what the caller has read
 * (`KnownPeerDays`), it reads the holidays alone.
 */
export async function peerDaysOf(
  orm: Orm,
  companyId: string,
  userIds: readonly string[] | KnownPeerDays,
  range?: { from: string; to: string },
): Promise<(userId: string) => CompanyDays> {
  const known = isKnown(userIds) ? userIds : null;
  const ids = isKnown(userIds) ? [] : [...new Set(userIds)];
  const [week, holidayRows, peerRows] = await sideBySide(orm, [
    async () => known?.workingWeek ?? workingWeekOfCompany(orm, companyId),
    async () =>
      orm
        .select({ day: publicHolidays.day, locationId: publicHolidays.locationId })
        .from(publicHolidays)
        .where(
          and(
            eq(publicHolidays.companyId, companyId),
            range ? gte(publicHolidays.day, range.from) : undefined,
            range ? lte(publicHolidays.day, range.to) : undefined,
          ),
        ),
    async () =>
      ids.length
        ? orm
            .select({ id: users.id, locationId: users.locationId })
            .from(users)
            .where(and(eq(users.companyId, companyId), idIn(users.id, ids)))
        : [],
  ]);
  const everyone = holidayRows.filter((row) => !row.locationId).map((row) => row.day);
  const byLocation = new Map<string | null, CompanyDays>([[null, new CompanyDays(everyone, week)]]);
  const daysAt = (locationId: string | null): CompanyDays => {
    let days = byLocation.get(locationId);
    if (!days) {
      const local = holidayRows.filter((row) => row.locationId === locationId).map((row) => row.day);
      days = new CompanyDays([...everyone, ...local], week);
      byLocation.set(locationId, days);
    }
    return days;
  };
  const locationOf = known?.locations ?? new Map(peerRows.map((row) => [row.id, row.locationId]));
  return (userId) => daysAt(locationOf.get(userId) ?? null);
}

/**
 * What a caller has read already: the peers' locations by id (with the peers it asks about) and the company's
 * working week (with the session).
 */
export type KnownPeerDays = { locations: ReadonlyMap<string, string | null>; workingWeek: readonly number[] };

function isKnown(peers: readonly string[] | KnownPeerDays): peers is KnownPeerDays {
  return 'workingWeek' in peers;
}

/** The company's working week alone (0 Sunday … 6 Saturday), Monday to Friday when unset. */
export async function workingWeekOfCompany(orm: Orm, companyId: string): Promise<readonly number[]> {
  const [company] = await orm
    .select({ workingDays: companies.workingDays })
    .from(companies)
    .where(eq(companies.id, companyId));
  return workingWeekOrDefault(company?.workingDays);
}

/** The company's time zone (an IANA zone; UTC when unknown): a new peer's, and the one its "today" is in. */
export async function companyTimeZoneOf(orm: Orm, companyId: string): Promise<string> {
  const [company] = await orm
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.timeZone ?? 'UTC';
}

/** Today (YYYY-MM-DD) in the company's time zone: when a leave has started, for everyone of the company alike. */
export async function companyTodayOf(orm: Orm, companyId: string, now: Date): Promise<string> {
  return dayIn(now, await companyTimeZoneOf(orm, companyId));
}
