import { eq } from 'drizzle-orm';
import type { AppsAvailability } from '@timely/contract';
import type { Orm } from '../db/client.js';
import { companies } from '../db/schema/core.js';

/**
 * Whether the demo apps (docs/apps.md) are offered to a company's people: not while the demo API they
 * read is off (DEMO_API=off, always in production), nor once the company's admin hid them.
 */
export async function appsAvailability(orm: Orm, demoApi: boolean, companyId: string): Promise<AppsAvailability> {
  if (!demoApi) return { available: false, reason: 'demo-api-off' };
  const [row] = await orm.select({ hideApps: companies.hideApps }).from(companies).where(eq(companies.id, companyId));
  return row?.hideApps ? { available: false, reason: 'hidden-by-company' } : { available: true, reason: null };
}
