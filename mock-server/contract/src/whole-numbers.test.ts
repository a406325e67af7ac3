import type { ZodType } from 'zod';
import * as contract from './index.js';

/**
 * A number out of a field's range is named once, by the range: zod runs every check after a failed one unless it
 * aborts, so a whole-number check written before the bounds answered 1e300 with "must be a whole number" and "must
 * be at most 365" side by side, and 7.5 for a rating with two wordings of the same fault.
 */
const OUT_OF_RANGE = [1e300, -1e300, 1e15 + 0.5, -0.5];

type RequestSchema = ZodType & { shape?: Record<string, unknown> };
const requestSchemas = Object.entries(contract as Record<string, unknown>)
  .filter(
    ([name, value]) =>
      /(Body|Query|Params)Schema$/.test(name) && typeof (value as { safeParse?: unknown }).safeParse === 'function',
  )
  .map(([name, value]) => [name, value as RequestSchema] as const)
  .filter(([, schema]) => schema.shape);

function messagesAt(schema: ZodType, input: unknown, path: readonly PropertyKey[]) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path.length === path.length && issue.path.every((part, index) => part === path[index]))
    .map((issue) => issue.message);
}

it.each(requestSchemas)('%s names a number out of range once in each field', (_name, schema) => {
  for (const field of Object.keys(schema.shape!))
    for (const value of OUT_OF_RANGE) {
      const messages = messagesAt(schema, { [field]: value }, [field]);
      expect({ field, value, messages: messages.length <= 1 }).toEqual({ field, value, messages: true });
    }
});

it.each<[string, ZodType, (value: number) => unknown, readonly PropertyKey[]]>([
  ['a WIP limit', contract.wipLimitsSchema, (value) => ({ in_progress: value }), ['in_progress']],
  [
    'an eNPS answer',
    contract.enpsResponseBodySchema,
    (value) => ({ answers: [{ question: 'Would you recommend us?', score: value }] }),
    ['answers', 0, 'score'],
  ],
  ['a demo bookmark', contract.demoUpdateBookmarkBodySchema, (value) => ({ obj: { id: value } }), ['obj', 'id']],
])('%s names a number out of range once', (_name, schema, build, path) => {
  for (const value of OUT_OF_RANGE)
    expect({ value, messages: messagesAt(schema, build(value), path).length }).toEqual({ value, messages: 1 });
});

it.each([
  ['a rating of 7.5', contract.createReviewBodySchema, { impact: 7.5 }, ['impact'], 'must be from 1 to 5'],
  [
    'a rating of 2.5',
    contract.createReviewBodySchema,
    { impact: 2.5 },
    ['impact'],
    'must be a whole number from 1 to 5',
  ],
  [
    'a token for 1e300 days',
    contract.createApiTokenBodySchema,
    { expiresInDays: 1e300 },
    ['expiresInDays'],
    'must be at most 365',
  ],
  [
    'a TV link for 0.5 days',
    contract.createTvLinkBodySchema,
    { expiresInDays: 0.5 },
    ['expiresInDays'],
    'must be 1 or more',
  ],
  [
    'a TV link for 2.5 days',
    contract.createTvLinkBodySchema,
    { expiresInDays: 2.5 },
    ['expiresInDays'],
    'must be a whole number',
  ],
] as const)('%s is refused in the words of its fault', (_case, schema, input, path, message) => {
  expect(messagesAt(schema as ZodType, input, path)).toEqual([message]);
});

it("still runs the object's own checks beside a number out of range", () => {
  const answers = [
    { question: 'Would you recommend us?', score: 5 },
    { question: 'Would you recommend us?', score: 11 },
  ];
  const result = contract.enpsResponseBodySchema.safeParse({ surveyedOn: '2026-12-01', answers });
  expect(result.error?.issues.map(({ path, message }) => `${path.join('.')} ${message}`).sort()).toEqual([
    'answers.1.question is asked twice in this response',
    'answers.1.score must be between 0 and 10',
  ]);
});
