import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageNumberSchema, pageSchema, requiredOr, wholeNumberQuery } from './common.js';
import { UNASSIGNED_FILTER } from './backlog.js';
import { sprintStatusSchema } from './sprints.js';
import {
  repeatedFilter,
  TASK_PRIORITIES,
  TASK_STATUS_VALUES,
  TASK_TYPES,
  taskPrioritySchema,
  taskSchema,
  taskStatusSchema,
  taskTypeSchema,
} from './tasks.js';

/**
 * Views of a project's work items (docs/projects.md#views): every task of the project the caller may see,
 * filtered, sorted and paged, and the saved views that remember such a query by name.
 */

/** The most tasks one page of a project's task list carries. */
export const PROJECT_TASKS_PAGE_MAX = 100;
export const PROJECT_TASKS_PAGE_DEFAULT = 50;
/** The filter values that stand for "no epic" and "in the backlog" ("nobody's" is the backlog's UNASSIGNED_FILTER). */
export const NO_EPIC_FILTER = 'none';
export const BACKLOG_FILTER = 'backlog';

/** What a project's task list sorts by: rank is the plan's order (sprints by number, then the backlog). */
export const PROJECT_TASK_SORTS = ['rank', 'updated', 'created', 'priority', 'dueDate', 'title'] as const;
export const projectTaskSortSchema = z.enum(PROJECT_TASK_SORTS, {
  error: requiredOr('must be rank, updated, created, priority, dueDate or title'),
});
export type ProjectTaskSort = z.infer<typeof projectTaskSortSchema>;

/** An id, or the one word that stands for none of them (`unassigned`, `none`, `backlog`). */
function idOrWord(word: string, what: string) {
  const message = `must be ${what} id or ${word}`;
  return z
    .string({ error: requiredOr(message) })
    .refine((value) => value === word || idSchema.safeParse(value).success, { message });
}

/**
 * The query of a project's task list without its page: what a saved view remembers. Each filter may repeat
 * (`?type=bug&type=story`, or a list in JSON); a task matches one of the values of every filter given.
 */
export const projectTaskFiltersShape = {
  perPage: wholeNumberQuery(1, PROJECT_TASKS_PAGE_MAX).default(PROJECT_TASKS_PAGE_DEFAULT),
  sort: projectTaskSortSchema.default('rank'),
  order: z.enum(['asc', 'desc'], { error: requiredOr('must be asc or desc') }).default('asc'),
  /** Looks in the title and the description. */
  search: z
    .string({ error: requiredOr('must be text') })
    .trim()
    .max(100, { message: 'must be at most 100 characters' })
    .optional(),
  type: repeatedFilter(taskTypeSchema, TASK_TYPES.length),
  status: repeatedFilter(taskStatusSchema, TASK_STATUS_VALUES.length),
  priority: repeatedFilter(taskPrioritySchema, TASK_PRIORITIES.length),
  label: repeatedFilter(idSchema, 50),
  assignee: repeatedFilter(idOrWord(UNASSIGNED_FILTER, 'a person'), 50),
  epic: repeatedFilter(idOrWord(NO_EPIC_FILTER, 'an epic'), 50),
  sprint: repeatedFilter(idOrWord(BACKLOG_FILTER, 'a sprint'), 50),
};

/** GET /v2/projects/:id/tasks */
export const projectTasksQuerySchema = z.object({
  page: pageNumberSchema,
  ...projectTaskFiltersShape,
});
export type ProjectTasksQuery = z.input<typeof projectTasksQuerySchema>;

/** What a saved view remembers: the list's query without its page; nothing else may be stored. */
export const savedViewFiltersSchema = z.object(projectTaskFiltersShape).strict();

/** The same filters as an answer carries them: each filter a list, the defaults filled in. */
export const savedViewFiltersAnswerSchema = z.object({
  perPage: z.number().int(),
  sort: projectTaskSortSchema,
  order: z.enum(['asc', 'desc']),
  search: z.string().optional(),
  type: z.array(taskTypeSchema).optional(),
  status: z.array(taskStatusSchema).optional(),
  priority: z.array(taskPrioritySchema).optional(),
  label: z.array(idSchema).optional(),
  assignee: z.array(z.string()).optional(),
  epic: z.array(z.string()).optional(),
  sprint: z.array(z.string()).optional(),
});
export type SavedViewFilters = z.infer<typeof savedViewFiltersAnswerSchema>;

/** A task as the project's list shows it: the task, and its sprint by name (null in the backlog). */
export const projectTaskSchema = taskSchema.extend({
  sprint: z.object({ _id: idSchema, name: z.string(), status: sprintStatusSchema }).nullable(),
});
export type ProjectTask = z.infer<typeof projectTaskSchema>;
export const projectTasksPageSchema = pageSchema(projectTaskSchema);
export type ProjectTasksPage = z.infer<typeof projectTasksPageSchema>;

/** The most views one person keeps on one project. */
export const SAVED_VIEWS_MAX = 50;
export const SAVED_VIEW_NAME_MAX = 80;

const viewNameSchema = z
  .string({ error: requiredOr('must be text') })
  .trim()
  .min(1, { message: 'is required' })
  .max(SAVED_VIEW_NAME_MAX, { message: `must be at most ${SAVED_VIEW_NAME_MAX} characters` })
  .refine((value) => !/\p{Cc}/u.test(value), { message: 'must not contain control characters' });

export const savedViewSchema = z.object({
  _id: idSchema,
  projectId: idSchema,
  name: z.string(),
  /** Shared with everyone who sees the project's tasks; otherwise only its owner sees it. */
  shared: z.boolean(),
  filters: savedViewFiltersAnswerSchema,
  owner: z.object({ _id: idSchema, name: z.string() }),
  /** The caller owns it: they may rename it, change its filters, share, unshare and delete it. */
  mine: z.boolean(),
  /** The caller may rename, unshare and delete it (its owner; on a shared one also the project's managers and level3). */
  canManage: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** GET /v2/projects/:id/views: the caller's own views and the project's shared ones, by name. */
export const savedViewListSchema = z.object({ items: z.array(savedViewSchema) });
export type SavedViewList = z.infer<typeof savedViewListSchema>;

/** POST /v2/projects/:id/views */
export const createSavedViewBodySchema = z
  .object({
    name: viewNameSchema,
    shared: z.boolean({ error: requiredOr('must be true or false') }).default(false),
    filters: savedViewFiltersSchema,
  })
  .strict();
export type CreateSavedViewBody = z.input<typeof createSavedViewBodySchema>;

/** PATCH /v2/views/:id: any of the three (a manager changing someone else's shared view: name and shared: false). */
export const updateSavedViewBodySchema = z
  .object({
    name: viewNameSchema.optional(),
    shared: z.boolean({ error: requiredOr('must be true or false') }).optional(),
    filters: savedViewFiltersSchema.optional(),
  })
  .strict()
  .refine((body) => body.name !== undefined || body.shared !== undefined || body.filters !== undefined, {
    path: ['name'],
    message: 'or shared or filters must be given',
  });
export type UpdateSavedViewBody = z.input<typeof updateSavedViewBodySchema>;

export const savedViewIdParamsSchema = z.object({ id: idSchema });
