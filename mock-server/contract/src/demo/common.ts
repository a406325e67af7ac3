import { z } from 'zod';

/** The template's records use small integer ids. */
export const demoIdSchema = z
  .number({ message: 'must be a number' })
  .int({ message: 'must be a whole number' })
  .positive({ message: 'must be positive' });

/**
 * A full date string, the way the template's clients write times (`new Date().toString()`), always in
 * UTC so that every server writes the same text: `Mon Dec 21 2020 07:45:00 GMT+0000 (GMT)`.
 */
export const demoFullDateStringSchema = z
  .string()
  .regex(/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} \d{2}:\d{2}:\d{2} GMT\+0000 \(GMT\)$/);
