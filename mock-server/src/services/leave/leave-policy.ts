import { sql } from 'drizzle-orm';
import { LEAVE_TYPE_VALUES, type LeavePolicy, type LeavePolicyBody } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { leavePolicies } from '../../db/schema/leave-policy.js';
import { changedFields, recordAudit } from '../audit/audit-log.js';
import type { ServiceContext } from '../service-context.js';
import { policyOf } from './leave-balances.js';

/** The caller's company's policy as the screens show it; level3 may edit it. */
export async function leavePolicyView(ctx: ServiceContext): Promise<LeavePolicy> {
  const { caller } = ctx;
  return policyView(ctx.orm, caller.companyId, caller.level === 'level3');
}

/** The company's policy as the screens show it, defaults filled in for types it never set. */
async function policyView(orm: Orm, companyId: string, canEdit: boolean): Promise<LeavePolicy> {
  const policy = await policyOf(orm, companyId);
  return { items: LEAVE_TYPE_VALUES.map((type) => ({ type, ...policy[type] })), canEdit };
}

/**
 * Replaces the whole policy in one statement, so a balance never sees half of an edit. Balances are
 * computed from it on every read, so everyone's remaining days follow at once.
 */
export async function saveLeavePolicy(ctx: ServiceContext, body: LeavePolicyBody): Promise<LeavePolicy> {
  const { orm, caller: auth } = ctx;
  const { companyId } = auth;
  await orm.transaction(async (tx) => {
    const before = await policyOf(tx, companyId);
    await tx
      .insert(leavePolicies)
      .values(
        body.items.map((item) => ({
          companyId,
          type: item.type,
          daysPerYear: item.daysPerYear,
          carryOverCap: item.carryOverCap,
        })),
      )
      .onConflictDoUpdate({
        target: [leavePolicies.companyId, leavePolicies.type],
        set: { daysPerYear: sql`excluded.days_per_year`, carryOverCap: sql`excluded.carry_over_cap` },
      });
    const changed = changedFields(before, await policyOf(tx, companyId));
    if (changed)
      await recordAudit(tx, {
        companyId,
        actorId: auth.userId,
        kind: 'leave_policy.changed',
        target: { type: 'leave_policy', id: null, label: 'Leave policy' },
        ...changed,
      });
  });
  return policyView(orm, companyId, true);
}
