import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { listPeersQuerySchema, PeerField } from '@timely/contract';
import { preparedOnce } from '../../db/prepared-once.js';
import { pageWindow } from '../../db/page-window.js';
import { jobRoles, users } from '../../db/schema/core.js';
import { peerFieldsJson } from './peer-fields.js';
import { peersMatching } from './peer-search.js';
import { joinPeerOptions, PEER_SELECTION, selectPeers, type PeerRow } from './peer-view.js';
import { containsPattern } from '../../db/like-pattern.js';
import type { ServiceContext } from '../service-context.js';

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

/**
 * A page of the caller's company's directory, searched, filtered and sorted on the server: its rows, and its
 * total with the company's peer fields, prepared once per shape (which filters are set, the sort). Unsearched,
 * two statements sent side by side: the page walks the sort's index to its rows, and the count reads the index
 * alone (one statement with a window count cost the database twice as much: it then read every peer's row for
 * the total). Searched, one (`searchedPage`).
 */
export async function listPeers(
  ctx: ServiceContext,
  query: ListQuery,
  options: ListOptions,
): Promise<{ rows: PeerRow[]; total: number; fields: PeerField[] }> {
  const { orm } = ctx;
  const filters = filtersOf(query, options);
  const values = {
    companyId: ctx.caller.companyId,
    jobRoleId: query.jobRoleId,
    locationId: query.locationId,
    level: query.level,
    pattern: query.search && containsPattern(query.search),
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  };
  // the page's size in its text: given as a value, the plan kept for any values expected a tenth of the company
  // on the page and read every person again to join them (db/page-window.ts)
  const window = pageWindow(query.page, query.perPage, { samePlanEveryPage: true });
  const shape = `${query.sort}_${query.order}_${filters.join('')}${window.shape}`;
  if (query.search) return searchedPage(ctx, query, filters, window, shape, values);
  const page = preparedOnce(orm, `peers_page_${shape}`, (name) => {
    const order = orderOf(query, {
      byRole: sql`${jobRoles.name} is null`,
      key: sortKeyOf(query),
      name: NAME_KEY,
      id: users.id,
    });
    // the page is cut before its rows are joined to their names: joined first, PostgreSQL hashed every person
    // of the company (as managers) and every location, block and designation to name twenty peers
    const ids = orm.select({ id: users.id }).from(users).$dynamic();
    const cut = (query.sort === 'jobRole' ? ids.leftJoin(jobRoles, eq(users.jobRoleId, jobRoles.id)) : ids)
      .where(whereOf(filters))
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
    return selectPeers(orm)
      .innerJoin(cut, eq(cut.id, users.id))
      .orderBy(...order)
      .prepare(name);
  });
  // the company's peer fields, which every row's answer needs, come with the count
  const counted = preparedOnce(orm, `peers_count_fields_${filters.join('')}`, (name) =>
    orm
      .select({ total: count(), fields: peerFieldsJson(sql.placeholder('companyId')) })
      .from(users)
      .where(whereOf(filters))
      .prepare(name),
  );
  const [rows, [totals]] = await Promise.all([page.execute(values), counted.execute(values)]);
  return { rows, total: totals?.total ?? 0, fields: JSON.parse(totals?.fields ?? '[]') as PeerField[] };
}

const NAME_KEY = sql`lower(${users.name})`;

/** The expression a page is sorted by first (a job role's name is read from the joined job_roles). */
function sortKeyOf(query: Pick<ListQuery, 'sort'>): SQL {
  return query.sort === 'jobRole' ? SORT_COLUMNS.jobRole : sql`${SORT_COLUMNS[query.sort]}`;
}

/**
 * A page's order from its keys: peers without a job role last either way when sorted by it, then the sort's key
 * in the order asked, then name and id, which keep equal keys in a stable order.
 */
function orderOf(
  query: Pick<ListQuery, 'sort' | 'order'>,
  keys: { byRole: SQLWrapper; key: SQLWrapper; name: SQLWrapper; id: SQLWrapper },
): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  const primary = query.sort === 'jobRole' ? [asc(keys.byRole), direction(keys.key)] : [direction(keys.key)];
  return [...primary, asc(keys.name), asc(keys.id)];
}

/**
 * A searched page in one statement: the matches are found once (a CTE, which PostgreSQL materialises as it is
 * read twice), their count taken from them and the page cut from them, with the company's peer fields. As two
 * statements, every peer of the company was tested against the search for the page and again for its count.
 * A page with no match still answers one row, all nulls but the total and the fields.
 */
async function searchedPage(
  ctx: ServiceContext,
  query: ListQuery,
  filters: Filter[],
  window: ReturnType<typeof pageWindow>,
  shape: string,
  values: Record<string, unknown>,
): Promise<{ rows: PeerRow[]; total: number; fields: PeerField[] }> {
  const { orm } = ctx;
  const statement = preparedOnce(orm, `peers_searched_${shape}`, (name) => {
    const byRole = query.sort === 'jobRole';
    const found = orm
      .select({
        id: users.id,
        byRole: (byRole ? sql<boolean>`${jobRoles.name} is null` : sql<boolean>`false`).as('by_role'),
        key: sortKeyOf(query).as('sort_key'),
        name: NAME_KEY.as('name_key'),
      })
      .from(users)
      .$dynamic();
    const matches = orm
      .$with('matches')
      .as((byRole ? found.leftJoin(jobRoles, eq(users.jobRoleId, jobRoles.id)) : found).where(whereOf(filters)));
    const cut = orm
      .select({ id: matches.id, byRole: matches.byRole, key: matches.key, name: matches.name })
      .from(matches)
      .orderBy(...orderOf(query, matches))
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
    return joinPeerOptions(
      orm
        .with(matches)
        .select({
          ...PEER_SELECTION,
          total: sql<number>`(select count(*) from ${matches})::int`,
          fields: peerFieldsJson(sql.placeholder('companyId')),
        })
        .from(sql`(select 1) as one`)
        .leftJoin(cut, sql`true`)
        .leftJoin(users, eq(users.id, cut.id))
        .$dynamic(),
    )
      .orderBy(...orderOf(query, cut))
      .prepare(name);
  });
  const found = await statement.execute(values);
  return {
    rows: found.flatMap(({ total: _total, fields: _fields, ...row }) => (row.user ? [row as PeerRow] : [])),
    total: Number(found[0]?.total ?? 0),
    fields: JSON.parse(found[0]?.fields ?? '[]') as PeerField[],
  };
}

type Filter = 'd' | 'j' | 'l' | 'v' | 'n' | 's' | 'E';

/** The filters a query sets, a letter each: the part of a statement's name that changes its where. */
function filtersOf(query: ListQuery, options: ListOptions): Filter[] {
  const set: Filter[] = [];
  if (query.includeDeleted === 'true') set.push('d');
  if (query.jobRoleId) set.push('j');
  if (query.locationId) set.push('l');
  if (query.level) set.push('v');
  if (query.notAccepted === 'true') set.push('n');
  if (query.search) set.push(options.byEmployeeId ? 'E' : 's');
  return set;
}

function whereOf(filters: Filter[]): SQL {
  const value = (name: string) => sql.placeholder(name);
  const list: SQL[] = [eq(users.companyId, value('companyId'))];
  if (!filters.includes('d')) list.push(isNull(users.deletedAt));
  if (filters.includes('j')) list.push(eq(users.jobRoleId, value('jobRoleId')));
  if (filters.includes('l')) list.push(eq(users.locationId, value('locationId')));
  if (filters.includes('v')) list.push(eq(users.level, value('level')));
  if (filters.includes('n')) list.push(isNotNull(users.invitation));
  if (filters.includes('s') || filters.includes('E')) {
    list.push(peersMatching(value('pattern'), { byEmployeeId: filters.includes('E') }));
  }
  return and(...list)!;
}
