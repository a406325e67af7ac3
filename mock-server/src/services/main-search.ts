import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import {
  SEARCH_GROUP_LIMIT,
  SEARCHABLE_PAGES,
  taskPagePath,
  type MainSearchResponse,
  type SearchItem,
} from '@timely/contract';
import type { Orm } from '../db/client.js';
import { users } from '../db/schema/core.js';
import { projects } from '../db/schema/projects.js';
import { tasks } from '../db/schema/sprints.js';
import type { AuthContext } from '../http/app-types.js';
import { appsAvailability } from './apps-availability.js';
import { visibleProjectsWhere } from './project-access.js';
import { peersMatching } from './peers/peer-search.js';
import { containsPattern } from '../db/like-pattern.js';
import type { ServiceContext } from './service-context.js';

const PROJECT_STATUS_LABELS: Record<string, string> = {
  in_progress: 'In Progress',
  pending: 'Pending',
  cancelled: 'Cancelled',
  delivered: 'Delivered',
  on_hold: 'On Hold',
};

/**
 * The top bar's search (spec §7, §9): pages the caller's role may open, projects their level lets them
 * see, peers of their own company, and (once something is typed) tasks of those projects by title, each
 * linking to its page (issue #27); at most 4 of each, best (alphabetical) first. The demo apps' pages
 * only while they are available to the caller's company (services/apps-availability.ts).
 */
export async function mainSearch(ctx: ServiceContext, q: string): Promise<MainSearchResponse> {
  const { orm, caller: auth } = ctx;
  const appsShown = (await appsAvailability(ctx)).available;
  const pattern = containsPattern(q);
  const [projectRows, peerRows, taskRows] = await Promise.all([
    projectHits(orm, auth, q, pattern),
    peerHits(orm, auth, q, pattern),
    q ? taskHits(orm, auth, pattern) : Promise.resolve([]),
  ]);
  return {
    searchResult: [
      { groupTitle: 'Pages', searchLimit: SEARCH_GROUP_LIMIT, data: pageHits(auth, q, appsShown) },
      {
        groupTitle: 'Projects',
        searchLimit: SEARCH_GROUP_LIMIT,
        data: projectRows.map((row) => ({
          id: row.id,
          title: row.name,
          subtitle: PROJECT_STATUS_LABELS[row.status] ?? row.status,
          link: `/view-components/overview/${row.id}`,
        })),
      },
      {
        groupTitle: 'Peers',
        searchLimit: SEARCH_GROUP_LIMIT,
        data: peerRows.map((row) => ({
          id: row.id,
          title: row.name,
          subtitle: row.email,
          link: `/data-list/manage-peer-view?search=${encodeURIComponent(row.name)}`,
        })),
      },
      ...(q
        ? [
            {
              groupTitle: 'Tasks' as const,
              searchLimit: SEARCH_GROUP_LIMIT as typeof SEARCH_GROUP_LIMIT,
              data: taskRows.map((row) => ({
                id: row.id,
                title: row.title,
                subtitle: row.project,
                link: taskPagePath(row.id),
                taskType: row.type,
                priority: row.priority,
              })),
            },
          ]
        : []),
    ],
  };
}

/** The pages the caller's role may open whose title or keywords hold what was typed. */
function pageHits(auth: AuthContext, q: string, appsShown: boolean): SearchItem[] {
  const needle = q.toLowerCase();
  return SEARCHABLE_PAGES.filter(
    (page) => (!page.permissions || page.permissions.includes(auth.role)) && (appsShown || !page.demoApp),
  )
    .filter((page) => !needle || `${page.title} ${page.keywords}`.toLowerCase().includes(needle))
    .slice(0, SEARCH_GROUP_LIMIT)
    .map((page) => ({ id: page.id, title: page.title, link: page.link }));
}

function projectHits(orm: Orm, auth: AuthContext, q: string, pattern: string) {
  return orm
    .select({ id: projects.id, name: projects.name, status: projects.status })
    .from(projects)
    .where(q ? and(visibleProjectsWhere(auth), ilike(projects.name, pattern)) : visibleProjectsWhere(auth))
    .orderBy(asc(projects.name))
    .limit(SEARCH_GROUP_LIMIT);
}

function peerHits(orm: Orm, auth: AuthContext, q: string, pattern: string) {
  return orm
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyId, auth.companyId),
        isNull(users.deletedAt),
        q ? peersMatching(pattern, { byEmployeeId: auth.level !== 'level1' }) : undefined,
      ),
    )
    .orderBy(asc(users.name))
    .limit(SEARCH_GROUP_LIMIT);
}

function taskHits(orm: Orm, auth: AuthContext, pattern: string) {
  return orm
    .select({
      id: tasks.id,
      title: tasks.title,
      project: projects.name,
      type: tasks.type,
      priority: tasks.priority,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(
      and(
        visibleProjectsWhere(auth),
        eq(tasks.companyId, auth.companyId),
        isNull(tasks.deletedAt),
        ilike(tasks.title, pattern),
      ),
    )
    .orderBy(asc(tasks.title), asc(projects.name), asc(tasks.id))
    .limit(SEARCH_GROUP_LIMIT);
}
