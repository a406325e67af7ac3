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

export const demoNewTaskBodySchema = z.object({
  task: z.object({
    title: z
      .string()
      .trim()
      .min(1, { message: 'must not be empty' })
      .max(200, { message: 'must be at most 200 characters' }),
    desc: z.string().max(5000, { message: 'must be at most 5000 characters' }).default(''),
    isImportant: z.boolean().default(false),
    isStarred: z.boolean().default(false),
    tags: z.array(demoTaskTagSchema).max(4).default([]),
    isCompleted: z.boolean().default(false),
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
