import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { projectEnd, type listProjectsQuerySchema, type Project } from '@timely/contract';
import { pageWindow } from '../../db/page-window.js';
import { preparedOnce } from '../../db/prepared-once.js';
import { companyProjectLists, companyProjectStatusCounts, projects } from '../../db/schema/projects.js';
import type { AuthContext } from '../../http/app-types.js';
import { messagesIn, type Language } from '../../messages/messages.js';
import type { ExportColumn } from '../exports/table-export.js';
import { visibleProjectsWhere } from '../project-access.js';
import { projectRowColumns, type ProjectRow } from './project-rights.js';
import { extrasColumns, extrasOf, type ProjectExtras } from './project-extras.js';
import { containsPattern, likeLowered, trigramsNarrow } from '../../db/like-pattern.js';
import type { ServiceContext } from '../service-context.js';

type ListQuery = z.output<typeof listProjectsQuerySchema>;

const SORT_COLUMNS = {
  name: sql`lower(${projects.name})`,
  startDate: projects.startDate,
  // the end every screen shows (projectEnd): a recurring project's start plus its months
  endDate: sql`coalesce(${projects.endDate}, (${projects.startDate} + make_interval(months => ${projects.recurringMonths}))::date)`,
  status: projects.status,
  // the mean of the last 6 closed sprints, kept on the project (migration 0380); projects with none sort last
  score: projects.closedScore,
} as const;

type Filters = Pick<ListQuery, 'search' | 'status'>;

function conditions(auth: AuthContext, query: Filters): SQL {
  return conditionsOf(auth, query, {
    status: query.status,
    pattern: query.search && containsPattern(query.search),
    byTrigrams: searchesByTrigrams(auth, query),
  });
}

/**
 * Whether a search is looked up in the trigram index of the lowered name and description (migration 0450), or tested on
 * each of the caller's projects. A prepared statement is planned once for any text, as if it matched a few
 * rows, so the indexes were used even where they name every project: for a two-letter search (no trigram), and
 * for a member, whose few projects the memberships name at once (30–150 ms a page against a few).
 */
function searchesByTrigrams(auth: Pick<AuthContext, 'level'>, query: Filters): boolean {
  return auth.level === 'level3' && !!query.search && trigramsNarrow(query.search);
}

/** The where of a list: the caller's projects, by status and search (values, or placeholders of a prepared statement). */
function conditionsOf(
  auth: Parameters<typeof visibleProjectsWhere>[0],
  query: Filters,
  values: { status: ListQuery['status'] | Placeholder; pattern: string | Placeholder | undefined; byTrigrams: boolean },
): SQL {
  const list: Array<SQL | undefined> = [visibleProjectsWhere(auth)];
  if (query.status && values.status) list.push(eq(projects.status, values.status));
  if (query.search) {
    // `|| ''` is an expression no index holds: the planner then tests the rows it already has
    const searchText = values.byTrigrams ? projects.searchText : sql`(${projects.searchText} || '')`;
    list.push(likeLowered(searchText, values.pattern!));
  }
  return and(...list)!;
}

function ordering(query: Pick<ListQuery, 'sort' | 'order'>) {
  const column = SORT_COLUMNS[query.sort];
  // empty end dates and scores sort last either way, as their indexes hold them (migration 0380); name then
  // id keep equal keys stable
  const sorted =
    query.sort === 'endDate' || query.sort === 'score'
      ? query.order === 'desc'
        ? sql`${column} desc nulls last`
        : sql`${column} asc nulls last`
      : (query.order === 'desc' ? desc : asc)(column);
  return [sorted, asc(sql`lower(${projects.name})`), asc(projects.id)];
}

/**
 * A page of the projects the caller may see, searched, filtered and sorted on the server, with what each row
 * shows besides its columns (team, platforms, score: `extrasColumns`) and how many there are, in one
 * statement (issue #35), prepared once per shape (the caller's reach, the filters set, the sort).
 * The page's ids are picked first from the list's index (a deep page steps over its offset in the index
 * alone), then those rows are read. The total: level3 without a search sees every live project of the company,
 * or of one status, counts kept by triggers (migrations 0132 and 0420; counting read every match on each page);
 * otherwise a window count over the matches.
 */
export async function listProjects(
  ctx: ServiceContext,
  query: ListQuery,
): Promise<{ rows: ProjectRow[]; extras: Map<string, ProjectExtras>; total: number }> {
  const { orm, caller: auth } = ctx;
  const everyProject = auth.level === 'level3';
  const keptCount = everyProject && !query.search;
  const byTrigrams = searchesByTrigrams(auth, query);
  const searched = query.search ? (byTrigrams ? 's' : 'S') : '';
  const shape = `${everyProject ? 'all' : 'own'}_${query.sort}_${query.order}_${searched}${query.status ? 't' : ''}`;
  const window = pageWindow(query.page, query.perPage);
  const page = preparedOnce(orm, `projects_page_${shape}${window.shape}`, (name) => {
    const caller = { level: auth.level, companyId: sql.placeholder('companyId'), userId: sql.placeholder('userId') };
    const where = conditionsOf(caller, query, {
      status: sql.placeholder('status'),
      pattern: sql.placeholder('pattern'),
      byTrigrams,
    });
    const total = keptCount
      ? keptTotal(caller.companyId, query.status && sql.placeholder('status'))
      : sql<number>`(count(*) over ())::int`;
    // a search's matches gathered first (OFFSET 0 keeps that subquery apart), then sorted: left to itself the
    // planner walked the name order testing each of 10,000 projects until 20 matched, where the trigram
    // indexes name the matches at once. The matches go by the table's name, so the sort reads the rows it
    // found: picked again by id, a word every project holds read each of them twice (docs/performance.md)
    const matches = query.search ? sql`(select * from ${projects} where ${where} offset 0) as ${projects}` : undefined;
    const ids = orm
      .select({ id: sql<string>`${projects.id}`.as('page_id'), total: total.as('page_total') })
      .from(matches ?? projects)
      .where(matches ? undefined : where)
      .orderBy(...ordering(query))
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
    // a page with no row (no match, or past the last page) still answers one row, all nulls but its total: counted
    // then, in the same statement (a subquery PostgreSQL runs only when the page brought no total), where a second
    // statement cost the API more to send than the database to run
    const counted = keptCount ? total : sql<number>`(select count(*)::int from ${projects} where ${where})`;
    return orm
      .select({
        row: projectRowColumns,
        total: sql<number>`coalesce(${ids.total}, ${counted})`,
        extras: sql<string>`case when ${projects.id} is not null then ${extrasColumns(sql`${projects.id}`).extras} end`,
      })
      .from(sql`(select 1) as one`)
      .leftJoin(ids, sql`true`)
      .leftJoin(projects, eq(projects.id, ids.id))
      .orderBy(...ordering(query))
      .prepare(name);
  });
  const found = await page.execute({
    companyId: auth.companyId,
    userId: auth.userId,
    status: query.status,
    pattern: query.search && containsPattern(query.search),
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  const onPage = found.flatMap((entry) => (entry.row ? [{ ...entry, row: entry.row }] : []));
  return {
    rows: onPage.map((entry) => entry.row),
    extras: new Map(onPage.map((entry) => [entry.row.id, extrasOf(entry)])),
    total: Number(found[0]?.total ?? 0),
  };
}

/** How many live projects the company has (of one status), as the triggers keep them: a subquery. */
function keptTotal(
  companyId: string | Placeholder,
  status: ListQuery['status'] | Placeholder | undefined,
): SQL<number> {
  if (!status)
    return sql<number>`(select ${companyProjectLists.projects} from ${companyProjectLists} where ${companyProjectLists.companyId} = ${companyId})`;
  // a status no project of the company has had since the migration has no row: none
  return sql<number>`coalesce((select ${companyProjectStatusCounts.projects} from ${companyProjectStatusCounts} where ${companyProjectStatusCounts.companyId} = ${companyId} and ${companyProjectStatusCounts.status} = ${status}), 0)`;
}

/** Every project of the current filter (no paging), for the CSV export. */
export async function allProjects(
  ctx: ServiceContext,
  query: Pick<ListQuery, 'search' | 'status' | 'sort' | 'order'>,
): Promise<ProjectRow[]> {
  const { orm, caller: auth } = ctx;
  return orm
    .select()
    .from(projects)
    .where(conditions(auth, query))
    .orderBy(...ordering(query))
    .limit(5000);
}

/** The export's columns in the reader's language: those of the list (the screens' docs in docs/). */
export function projectColumns(language: Language): ExportColumn<Project>[] {
  const messages = messagesIn(language);
  return [
    { header: messages['projects.column.name'], value: (project) => project.name, width: 30 },
    { header: messages['projects.column.start'], type: 'date', value: (project) => project.startDate },
    {
      header: messages['projects.column.end'],
      type: 'date',
      value: (project) => projectEnd(project.startDate, project.endDate, project.recurringMonths),
    },
    {
      header: messages['projects.column.recurring'],
      value: (project) =>
        project.recurringMonths
          ? messages.format('projects.recurring.months', { count: project.recurringMonths })
          : messages['projects.recurring.no'],
    },
    { header: messages['projects.column.status'], value: (project) => messages[`projects.status.${project.status}`] },
    {
      header: messages['projects.column.managers'],
      width: 30,
      value: (project) => project.managers.map((person) => person.name).join('; '),
    },
    {
      header: messages['projects.column.members'],
      width: 40,
      value: (project) => project.members.map((person) => person.name).join('; '),
    },
    { header: messages['projects.column.score'], type: 'number', decimals: 2, value: (project) => project.score },
  ];
}
