import type { LeaveBalances } from '@timely/contract';
import { notFound } from '../../http/errors.js';
import type { ServiceContext } from '../service-context.js';
import { balancesOf } from './leave-balances.js';
import { holidaysOf, leaveDetailUserIds } from './leave-context.js';

/**
 * One peer's balances per type for a year (this year by the server's clock unless asked): the caller's own,
 * or someone whose leave details the caller may see (level3 anyone, level2 their projects' people); anyone
 * else is 404, as if they did not exist.
 */
export async function peerLeaveBalances(
  ctx: ServiceContext,
  query: { year?: number; userId?: string },
): Promise<LeaveBalances> {
  const { orm, caller: auth } = ctx;
  const year = query.year ?? ctx.now().getUTCFullYear();
  const userId = query.userId ?? auth.userId;
  if (!(await leaveDetailUserIds(orm, auth)).has(userId)) throw notFound('notFound.peer');
  return {
    year,
    items: await balancesOf(orm, auth.companyId, userId, year, await holidaysOf(orm, auth.companyId, userId)),
  };
}
