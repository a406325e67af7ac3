import { sql, type SQL } from 'drizzle-orm';
import { projects, sprints, tasks } from '../db/schema/index.js';
import { notifications } from '../db/schema/shell.js';

const UUID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
const END = '(?:[?#].*)?$';
const projectPage = (pages: string) => `^/(?:${pages})/${UUID}${END}`;

/**
 * The project a notification's link opens a page of (the portal's routes in shared-ui portal-paths): a
 * project's own pages name it, a sprint's or a task's pages name the sprint or task, whose project is
 * read now. Null for a link to no project (the feed, leave, a profile).
 */
function linkedProjectId(link: SQL | typeof notifications.link): SQL<string | null> {
  const match = (pattern: string) => sql`(regexp_match(${link}, ${pattern}))[1]::uuid`;
  return sql`coalesce(
    ${match(projectPage('view-components/overview|data-list/view-all-sprints|data-list/backlog|projectlevelkpi'))},
    (SELECT ${sprints.projectId} FROM ${sprints} WHERE ${sprints.id} = ${match(projectPage('data-list/view-all-tasks|data-list/sprint-board|data-list/sprint-report'))}),
    (SELECT ${tasks.projectId} FROM ${tasks} WHERE ${tasks.id} = ${match(projectPage('data-list/view-task'))})
  )`;
}

/**
 * Whether the notification points into a project deleted since it was sent: its link would open
 * "Project not found", so the list says the project was deleted instead (as a feed post does).
 */
export const notificationProjectDeleted =
  sql<boolean>`coalesce((SELECT ${projects.deletedAt} IS NOT NULL FROM ${projects} WHERE ${projects.id} = ${linkedProjectId(notifications.link)}), false)`.mapWith(
    Boolean,
  );
