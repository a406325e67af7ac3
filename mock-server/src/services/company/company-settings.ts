import { eq } from 'drizzle-orm';
import type { CompanySettings, UpdateCompanySettingsBody } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { companies } from '../../db/schema/core.js';
import { changedFields, recordAudit } from '../audit/audit-log.js';
import { setCompanyLogo } from '../avatars.js';
import type { ServiceContext } from '../service-context.js';

async function settingsOf(orm: Orm, companyId: string): Promise<CompanySettings> {
  const [row] = await orm
    .select({
      name: companies.name,
      timeZone: companies.timeZone,
      workingDays: companies.workingDays,
      logoUrl: companies.logoUrl,
      hideApps: companies.hideApps,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}

/** The caller's company's name, time zone, working week, logo and whether it hides the demo apps. */
export function readCompanySettings(ctx: ServiceContext): Promise<CompanySettings> {
  return settingsOf(ctx.orm, ctx.caller.companyId);
}

/** Changes the company's name, time zone or working week, with its audit entry in the same transaction. */
export async function updateCompanySettings(
  ctx: ServiceContext,
  body: UpdateCompanySettingsBody,
): Promise<CompanySettings> {
  const { caller: auth } = ctx;
  return ctx.orm.transaction(async (tx) => {
    const before = await settingsOf(tx, auth.companyId);
    const workingDays = body.workingDays ? [...body.workingDays].sort((a, b) => a - b) : undefined;
    const next = { ...before, ...body, ...(workingDays ? { workingDays } : {}) };
    const changed = changedFields(before, next);
    if (!changed) return before;
    await tx
      .update(companies)
      .set({ name: next.name, timeZone: next.timeZone, workingDays: next.workingDays, hideApps: next.hideApps })
      .where(eq(companies.id, auth.companyId));
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'settings.changed',
      target: { type: 'company', id: auth.companyId, label: next.name },
      ...changed,
    });
    return next;
  });
}

/** Sets (a stored picture's path) or removes (null) the company's logo, audited as a settings change. */
export async function changeCompanyLogo(ctx: ServiceContext, path: string | null): Promise<CompanySettings> {
  const { caller: auth } = ctx;
  return ctx.orm.transaction(async (tx) => {
    const before = await setCompanyLogo(tx, auth.companyId, path);
    const after = await settingsOf(tx, auth.companyId);
    if (before !== path) {
      await recordAudit(tx, {
        companyId: auth.companyId,
        actorId: auth.userId,
        kind: 'settings.changed',
        target: { type: 'company', id: auth.companyId, label: after.name },
        before: { logoUrl: before },
        after: { logoUrl: path },
      });
    }
    return after;
  });
}
