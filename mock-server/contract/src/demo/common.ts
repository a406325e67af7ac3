import { z } from 'zod';
import { wholeIfInRange } from '../common.js';

/** The largest id a PostgreSQL integer column holds: a larger one must be refused, not reach the database. */
export const MAX_DEMO_ID = 2_147_483_647;

/** The template's records use small integer ids, stored as PostgreSQL integers. */
export const demoIdSchema = z
  .number({ message: 'must be a number' })
  .positive({ message: 'must be positive' })
  .max(MAX_DEMO_ID, { message: `must be at most ${MAX_DEMO_ID}` })
  .int(wholeIfInRange('must be a whole number'));

/**
 * A full date string, the way the template's clients write times (`new Date().toString()`), always in
 * UTC so that every server writes the same text: `Mon Dec 21 2020 07:45:00 GMT+0000 (GMT)`.
 */
export const demoFullDateStringSchema = z
  .string()
  .regex(/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} \d{2}:\d{2}:\d{2} GMT\+0000 \(GMT\)$/);
