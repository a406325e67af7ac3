import { eq } from 'drizzle-orm';
import type { AppsAvailability } from '@timely/contract';
import { companies } from '../db/schema/core.js';
import type { ServiceContext } from './service-context.js';

/**
 * Whether the demo apps (docs/apps.md) are offered to a company's people: not while the demo API they
 * read is off (DEMO_API=off, always in production), nor once the company's admin hid them.
 */
export async function appsAvailability(ctx: ServiceContext): Promise<AppsAvailability> {
  if (!ctx.config.demoApi) return { available: false, reason: 'demo-api-off' };
  const [row] = await ctx.orm
    .select({ hideApps: companies.hideApps })
    .from(companies)
    .where(eq(companies.id, ctx.caller.companyId));
  return row?.hideApps ? { available: false, reason: 'hidden-by-company' } : { available: true, reason: null };
}
