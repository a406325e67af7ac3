import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { listPeersQuerySchema } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { jobRoles, users } from '../../db/schema/core.js';
import { selectPeers, type PeerRow } from './peer-view.js';

type ListQuery = z.output<typeof listPeersQuerySchema>;
/** What the caller may search and sort by: employee ids are not a level1 caller's to probe. */
type ListOptions = { byEmployeeId: boolean };

const SORT_COLUMNS = {
  name: sql`lower(${users.name})`,
  employeeId: sql`lower(${users.employeeId})`,
  jobRole: sql`lower(${jobRoles.name})`,
  level: users.level,
  email: users.email,
} as const;

/** A page of the company directory, searched, filtered and sorted on the server. */
export async function listPeers(
  orm: Orm,
  companyId: string,
  query: ListQuery,
  options: ListOptions,
): Promise<{ rows: PeerRow[]; total: number }> {
  const where = and(...conditions(companyId, query, options));
  const direction = query.order === 'desc' ? desc : asc;
  // peers without a job role sort last either way; name then id keep equal keys in a stable order
  const primary =
    query.sort === 'jobRole'
      ? [sql`${jobRoles.name} is null`, direction(SORT_COLUMNS.jobRole)]
      : [direction(SORT_COLUMNS[query.sort])];
  const [rows, [counted]] = await Promise.all([
    selectPeers(orm)
      .where(where)
      .orderBy(...primary, asc(sql`lower(${users.name})`), asc(users.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    orm.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

function conditions(companyId: string, query: ListQuery, options: ListOptions): SQL[] {
  const list: SQL[] = [eq(users.companyId, companyId)];
  if (query.includeDeleted !== 'true') list.push(isNull(users.deletedAt));
  if (query.jobRoleId) list.push(eq(users.jobRoleId, query.jobRoleId));
  if (query.locationId) list.push(eq(users.locationId, query.locationId));
  if (query.level) list.push(eq(users.level, query.level));
  if (query.notAccepted === 'true') list.push(isNotNull(users.invitation));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    list.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        options.byEmployeeId ? ilike(users.employeeId, pattern) : undefined,
      )!,
    );
  }
  return list;
}
