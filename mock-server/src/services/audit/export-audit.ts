import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/core.js';
import { recordAudit } from './audit-log.js';
import type { ServiceContext } from '../service-context.js';

/**
 * Records who took a copy of the company's data (the whole export, or a list as CSV), before the first
 * byte goes: an export is a read, so its entry has a transaction of its own, and an entry that cannot be
 * written means no export.
 */
export async function auditExport(
  ctx: ServiceContext,
  kind: 'company.exported' | 'list.exported',
  after: { file: string } & Record<string, unknown>,
): Promise<void> {
  const { orm, caller: auth } = ctx;
  await orm.transaction(async (tx) => {
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, auth.companyId));
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind,
      target: {
        type: 'company',
        id: auth.companyId,
        label: kind === 'list.exported' ? after.file : (company?.name ?? ''),
      },
      after,
    });
  });
}
