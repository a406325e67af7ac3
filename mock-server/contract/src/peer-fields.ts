import { z } from 'zod';
import { idSchema, requiredOr } from './common.js';

/**
 * People records (docs/peers.md#people-records): the fields a company keeps on its peers beside the
 * built-in ones. A field has a type (text, number, date, one of a list) and says who may see its values:
 * everyone in the company; managers (level2), admins (level3), the peer's own manager and the peer; or
 * admins and the peer alone (docs/privacy.md).
 */
export const PEER_FIELD_TYPES = ['text', 'number', 'date', 'choice'] as const;
export type PeerFieldType = (typeof PEER_FIELD_TYPES)[number];
export const PEER_FIELD_VISIBILITIES = ['everyone', 'managers', 'admins'] as const;
export type PeerFieldVisibility = (typeof PEER_FIELD_VISIBILITIES)[number];

/** How many fields a company may define. */
export const PEER_FIELDS_MAX = 20;
export const PEER_FIELD_NAME_MAX = 60;
export const PEER_FIELD_CHOICES_MAX = 50;
export const PEER_FIELD_CHOICE_MAX = 80;
/** The longest text value. */
export const PEER_FIELD_TEXT_MAX = 200;
/** Number values: at most this far from zero. */
export const PEER_FIELD_NUMBER_LIMIT = 1_000_000_000;
/** Dates a people record may hold (a hire date, a date field): older than the planning window. */
export const PEOPLE_FIRST_DAY = '1900-01-01';
export const PEOPLE_LAST_DAY = '2100-12-31';

// eslint-disable-next-line no-control-regex -- the characters it refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export const peerFieldSchema = z.object({
  _id: idSchema,
  name: z.string(),
  type: z.enum(PEER_FIELD_TYPES),
  /** A one-of-list field's choices, in the admin's order; empty for the other types. */
  choices: z.array(z.string()),
  visibility: z.enum(PEER_FIELD_VISIBILITIES),
});
export type PeerField = z.infer<typeof peerFieldSchema>;

/** GET /v2/company/peer-fields: every signed-in peer reads the definitions (the values are filtered). */
export const peerFieldListSchema = z.object({ items: z.array(peerFieldSchema), canEdit: z.boolean() });
export type PeerFieldList = z.infer<typeof peerFieldListSchema>;

const nameSchema = z
  .string({ error: requiredOr('must be text') })
  .trim()
  .min(1, { message: 'is required' })
  .max(PEER_FIELD_NAME_MAX, { message: `must be at most ${PEER_FIELD_NAME_MAX} characters` })
  .refine((text) => !CONTROL_CHARACTERS.test(text), { message: 'must not contain control characters' });
const choicesSchema = z
  .array(
    z
      .string({ error: requiredOr('must be text') })
      .trim()
      .min(1, { message: 'is required' })
      .max(PEER_FIELD_CHOICE_MAX, { message: `must be at most ${PEER_FIELD_CHOICE_MAX} characters` })
      .refine((text) => !CONTROL_CHARACTERS.test(text), { message: 'must not contain control characters' }),
    { error: requiredOr('must be a list of choices') },
  )
  .max(PEER_FIELD_CHOICES_MAX, { message: `must have at most ${PEER_FIELD_CHOICES_MAX} rows` })
  .superRefine((choices, context) => {
    const seen = new Set<string>();
    choices.forEach((choice, index) => {
      const key = choice.toLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index], message: 'already exists' });
      seen.add(key);
    });
  });
const typeSchema = z.enum(PEER_FIELD_TYPES, { error: requiredOr('must be text, number, date or choice') });
const visibilitySchema = z.enum(PEER_FIELD_VISIBILITIES, {
  error: requiredOr('must be everyone, managers or admins'),
});

/** POST /v2/company/peer-fields (level3): a one-of-list field needs its choices; the others take none. */
export const createPeerFieldBodySchema = z
  .object({ name: nameSchema, type: typeSchema, choices: choicesSchema.optional(), visibility: visibilitySchema })
  .strict()
  .superRefine((body, context) => {
    const count = body.choices?.length ?? 0;
    if (body.type === 'choice' && count === 0)
      context.addIssue({ code: 'custom', path: ['choices'], message: 'must not be empty' });
    if (body.type !== 'choice' && count > 0)
      context.addIssue({ code: 'custom', path: ['choices'], message: 'is not a field you can set' });
  });
export type CreatePeerFieldBody = z.input<typeof createPeerFieldBodySchema>;

/**
 * PATCH /v2/company/peer-fields/:id (level3): rename, change who sees it, or (a one-of-list field) its
 * choices. The type stays: values kept under one type would not read under another. A choice taken away
 * stays on the peers who have it until their record is next saved.
 */
export const updatePeerFieldBodySchema = z
  .object({ name: nameSchema, choices: choicesSchema, visibility: visibilitySchema })
  .partial()
  .strict();
export type UpdatePeerFieldBody = z.input<typeof updatePeerFieldBodySchema>;

/** A value as a peer's record carries it: text, a number, a YYYY-MM-DD day or the chosen entry. */
export const peerFieldValueSchema = z.union([z.string(), z.number()]);
export type PeerFieldValue = z.infer<typeof peerFieldValueSchema>;

/** Is `day` a YYYY-MM-DD that exists on the calendar? */
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** A day of a people record (hire date, a date field): a real day in 1900..2100; an English message when not. */
export function peopleDayProblem(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'must be a date as YYYY-MM-DD';
  if (day < PEOPLE_FIRST_DAY || day > PEOPLE_LAST_DAY)
    return `must be between ${PEOPLE_FIRST_DAY} and ${PEOPLE_LAST_DAY}`;
  if (!isRealDay(day)) return 'must be a real calendar date';
  return null;
}

/** What is wrong with a value for `field` (the catalogue's English, as the server says it), or null. */
export function peerFieldValueProblem(field: Pick<PeerField, 'type' | 'choices'>, value: unknown): string | null {
  switch (field.type) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
      if (Math.abs(value) > PEER_FIELD_NUMBER_LIMIT)
        return `must be between ${-PEER_FIELD_NUMBER_LIMIT} and ${PEER_FIELD_NUMBER_LIMIT}`;
      return null;
    case 'date':
      return typeof value === 'string' ? peopleDayProblem(value) : 'must be a date as YYYY-MM-DD';
    case 'choice':
      return typeof value === 'string' && field.choices.includes(value) ? null : 'is not one of the choices';
    default:
      if (typeof value !== 'string') return 'must be text';
      if (value.length > PEER_FIELD_TEXT_MAX) return `must be at most ${PEER_FIELD_TEXT_MAX} characters`;
      if (CONTROL_CHARACTERS.test(value)) return 'must not contain control characters';
      return null;
  }
}

/** A peer's hire date in a request: a real day in 1900..2100. */
export const hireDateSchema = z
  .string({ error: requiredOr('must be a date as YYYY-MM-DD') })
  .superRefine((day, context) => {
    const problem = peopleDayProblem(day);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** A request's values by field id: null clears one; a text is trimmed and an empty one clears it too. */
export const peerFieldValuesBodySchema = z
  .record(idSchema, z.union([z.string().trim(), z.number()]).nullable())
  .refine((values) => Object.keys(values).length <= PEER_FIELDS_MAX, {
    message: `must have at most ${PEER_FIELDS_MAX} rows`,
  });

/** The peer fields' paths, beside their schemas rather than in `apiPaths` (the sign-in page carries that). */
export const peerFieldPaths = {
  /** GET the company's fields (anyone signed in); POST one (level3). */
  list: '/v2/company/peer-fields',
  /** PATCH, DELETE one (level3). */
  one: (id: string) => `/v2/company/peer-fields/${id}`,
};
