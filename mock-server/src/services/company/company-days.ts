import { and, eq, gte, lte } from 'drizzle-orm';
import type { Orm } from '../../db/client.js';
import { companies, publicHolidays } from '../../db/schema/core.js';
import { CompanyDays, MONDAY_TO_FRIDAY } from '../calendar-days.js';

/**
 * The company's public holidays (optionally only those in from..to) and its working week, read together:
 * what every count of working days (leave, capacity, sprint ETA and burndown) takes.
 */
export async function companyDaysOf(
  orm: Orm,
  companyId: string,
  range?: { from: string; to: string },
): Promise<CompanyDays> {
  const [holidayRows, [company]] = await Promise.all([
    orm
      .select({ day: publicHolidays.day })
      .from(publicHolidays)
      .where(
        range
          ? and(
              eq(publicHolidays.companyId, companyId),
              gte(publicHolidays.day, range.from),
              lte(publicHolidays.day, range.to),
            )
          : eq(publicHolidays.companyId, companyId),
      ),
    orm.select({ workingDays: companies.workingDays }).from(companies).where(eq(companies.id, companyId)),
  ]);
  return new CompanyDays(
    holidayRows.map((row) => row.day),
    company?.workingDays?.length ? company.workingDays : MONDAY_TO_FRIDAY,
  );
}

/** The company's working week alone (0 Sunday … 6 Saturday), Monday to Friday when unset. */
export async function workingWeekOfCompany(orm: Orm, companyId: string): Promise<readonly number[]> {
  const [company] = await orm
    .select({ workingDays: companies.workingDays })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.workingDays?.length ? company.workingDays : MONDAY_TO_FRIDAY;
}
