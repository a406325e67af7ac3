import { z } from 'zod';
import { pageQuerySchema } from './common.js';
import { PROJECT_SORTS, projectStatusSchema } from './projects.js';

/*
 * The query schemas of the first page's questions (the projects list, the bell, the top bar's search), which the
 * API checks them with: in the main entry and not the first page's (first-page.ts), which every app downloads before
 * the Overview shows. The apps take only their types.
 */

/** GET /v2/projects (and its CSV export): search looks in the name and description. */
export const listProjectsQuerySchema = pageQuerySchema(20).extend({
  sort: z
    .enum(PROJECT_SORTS, { message: 'must be one of the columns Name, Start date, End date, Status or Score' })
    .default('name'),
  order: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('asc'),
  status: projectStatusSchema.optional(),
});
export type ListProjectsQuery = z.input<typeof listProjectsQuerySchema>;

/** DELETE /v2/projects/:id?force=true: without force, a project with open sprints answers 409 and names them. */
export const deleteProjectQuerySchema = z.object({
  force: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
});

/** `GET /v2/notifications?page=&perPage=&status=`: newest first, 10 a page unless asked otherwise. */
export const notificationsQuerySchema = pageQuerySchema(10)
  .omit({ search: true })
  .extend({ status: z.enum(['all', 'unread'], { message: 'must be all or unread' }).default('all') });
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

/** `GET /api/main-search/data?q=`: an empty `q` suggests the first entries of each group. */
export const mainSearchQuerySchema = z.object({
  q: z.string().trim().max(100, { message: 'must be at most 100 characters' }).default(''),
});
