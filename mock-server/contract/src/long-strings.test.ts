import type { ZodType } from 'zod';
import * as contract from './index.js';

/**
 * Issue #28, point 2: a 1 MiB string in any field of any request schema is refused within milliseconds.
 * Zod runs the checks after a failed `max` unless it aborts, so a pattern that backtracks used to see the
 * whole string (the client contact's e-mail took minutes on this one).
 */
const HOSTILE = `a@${'.'.repeat(1 << 20)}@`;

type RequestSchema = ZodType & { shape?: Record<string, unknown> };
const requestSchemas = Object.entries(contract as Record<string, unknown>)
  .filter(
    ([name, value]) =>
      /(Body|Query|Params)Schema$/.test(name) && typeof (value as { safeParse?: unknown }).safeParse === 'function',
  )
  .map(([name, value]) => [name, value as RequestSchema] as const);

it('finds the request schemas', () => {
  expect(requestSchemas.length).toBeGreaterThan(50);
});

it.each(requestSchemas.filter(([, schema]) => schema.shape))(
  '%s refuses 1 MiB in each field at once',
  (_name, schema) => {
    for (const field of Object.keys(schema.shape!)) {
      const started = performance.now();
      const result = schema.safeParse({ [field]: HOSTILE });
      const ms = performance.now() - started;
      expect({ field, ok: result.success }).toEqual({ field, ok: false });
      // a backtracking pattern takes minutes on 1 MiB; a second leaves room for a busy machine
      expect({ field, fast: ms < 1000 }).toEqual({ field, fast: true });
    }
  },
);
