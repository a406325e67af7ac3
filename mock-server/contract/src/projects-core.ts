import { z } from 'zod';
import { idSchema } from './common.js';
import { levelSchema } from './auth.js';

/**
 * The spec's sidebar call, `POST v2/project/fetchAllProjects`. The body carries company, level and user
 * as the original client sent them (and a token, accepted for compatibility but never trusted); the
 * server answers from the verified token and refuses a body that names anyone else.
 */
export const fetchAllProjectsBodySchema = z.object({
  company: idSchema.optional(),
  level: levelSchema.optional(),
  user: idSchema.optional(),
  token: z.string().max(4096).optional(),
});
export type FetchAllProjectsBody = z.infer<typeof fetchAllProjectsBodySchema>;

export const projectNameSchema = z.object({ _id: idSchema, name: z.string() });

export const fetchAllProjectsResponseSchema = z.object({
  statusCode: z.literal(200),
  result: z.array(projectNameSchema),
});
export type FetchAllProjectsResponse = z.infer<typeof fetchAllProjectsResponseSchema>;
