import { z } from 'zod';
import { demoIdSchema } from './common.js';

/** §3 task tags: id, text, value and colour. */
export const DEMO_TASK_TAGS = [
  { id: 1, text: 'Frontend', value: 'frontend', color: 'primary' },
  { id: 2, text: 'Backend', value: 'backend', color: 'warning' },
  { id: 3, text: 'Doc', value: 'doc', color: 'success' },
  { id: 4, text: 'Bug', value: 'bug', color: 'danger' },
] as const;
export const demoTaskTagSchema = z.enum(['frontend', 'backend', 'doc', 'bug'], {
  message: 'must be frontend, backend, doc or bug',
});

export const demoTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  desc: z.string(),
  isImportant: z.boolean(),
  isStarred: z.boolean(),
  tags: z.array(z.string()),
  isCompleted: z.boolean(),
  isTrashed: z.boolean(),
});
export type DemoTask = z.infer<typeof demoTaskSchema>;

/**
 * `filter`: all gives untrashed tasks; starred, important, completed give untrashed tasks with that flag;
 * trashed gives trashed tasks; any other value is a tag (§7 does not exclude trashed tasks there).
 */
export const demoTodosQuerySchema = z.object({
  filter: z.string().trim().max(50, { message: 'must be at most 50 characters' }).default('all'),
});

/** Newest first: a bare array, as §7 says. */
export const demoTodosResponseSchema = z.array(demoTaskSchema);

/** A task's fields as a client writes them (new-task, update-task). */
const demoTaskFields = {
  title: z
    .string()
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(200, { message: 'must be at most 200 characters' }),
  desc: z.string().max(5000, { message: 'must be at most 5000 characters' }),
  isImportant: z.boolean(),
  isStarred: z.boolean(),
  tags: z.array(demoTaskTagSchema).max(4),
  isCompleted: z.boolean(),
};

export const demoNewTaskBodySchema = z.object({
  task: z.object({
    ...demoTaskFields,
    desc: demoTaskFields.desc.default(''),
    isImportant: demoTaskFields.isImportant.default(false),
    isStarred: demoTaskFields.isStarred.default(false),
    tags: demoTaskFields.tags.default([]),
    isCompleted: demoTaskFields.isCompleted.default(false),
    isTrashed: z.boolean().default(false),
  }),
});
export type DemoNewTaskBody = z.input<typeof demoNewTaskBodySchema>;

/** 201: the new task's id, the last task's id plus 1. */
export const demoNewTaskResponseSchema = z.object({ id: z.number().int() });

/**
 * The body is the task id itself (`5`). The template's axios client posts a bare number, which arrives as
 * JSON or as text, so a numeric string is read as the number.
 */
export const demoTrashTodoBodySchema = z.coerce.number({ message: 'must be a task id' }).pipe(demoIdSchema);
/** 200: the trashed task's id. */
export const demoTrashTodoResponseSchema = z.number().int();

/**
 * Not in §7, which can add and trash a task but not change one: `POST /api/apps/todo/update-task`
 * (`demoApiExtraPaths.updateTask`) sets the fields given (completed, starred, important, title, description,
 * tags) of the task `id` names; the others stay. Trashing stays trash-todo's (there is no restore).
 */
export const demoUpdateTaskBodySchema = z.object({
  task: z
    .object({ id: demoIdSchema, ...demoTaskFields })
    .partial()
    .required({ id: true }),
});
export type DemoUpdateTaskBody = z.input<typeof demoUpdateTaskBodySchema>;
/** 200: the task as it now is. */
export const demoUpdateTaskResponseSchema = demoTaskSchema;
