import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

/** `/ready`: this instance can serve (the database answers, its schema is this version's). */
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  /** How many migrations the database has, all of this version's. */
  migrations: z.number().int(),
});
