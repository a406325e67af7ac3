import { API_ERROR_MESSAGES, type ApiErrorCode, type ApiErrorParams } from '@timely/contract/english';

/** A zod issue as fastify-type-provider-zod hands it over: its kind in `keyword`, the rest in `params`. */
export type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

type Coded = { code: ApiErrorCode; params?: ApiErrorParams };

// the catalog's field messages as patterns, longest wording first, so "at most 80 characters" is not read as "at most {maximum}"
const FIELD_PATTERNS = Object.entries(API_ERROR_MESSAGES)
  .filter(([code]) => code.startsWith('field.'))
  .map(([code, text]) => ({
    code: code as ApiErrorCode,
    names: [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
    pattern: new RegExp(
      `^${text
        .split(/\{\w+\}/)
        .map(escape)
        .join('(.+?)')}$`,
    ),
    wording: text.replace(/\{\w+\}/g, '').length,
  }))
  .sort((a, b) => b.wording - a.wording);

/**
 * The code of what a field message says: the catalog's own wording first (a contract's custom message such as
 * "must be at most 80 characters" reads back with its values), then the kind of zod issue; none when the
 * catalog has no such message, and the apps show the English.
 */
export function fieldCode(message: string, issue?: ValidationIssue): Coded | undefined {
  for (const { code, names, pattern } of FIELD_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return names.length ? { code, params: valuesOf(names, match.slice(1)) } : { code };
  }
  return issue ? kindCode(issue) : undefined;
}

function kindCode(issue: ValidationIssue): Coded | undefined {
  const { keyword, params } = issue;
  const limit = (name: 'maximum' | 'minimum') => (typeof params[name] === 'number' ? { [name]: params[name] } : {});
  if (keyword === 'invalid_type')
    return { code: /received undefined$/.test(issue.message ?? '') ? 'field.required' : 'field.invalid' };
  if (keyword === 'unrecognized_keys') return { code: 'field.unknown' };
  if (keyword === 'too_big' && typeof params.maximum === 'number')
    return { code: params.origin === 'string' ? 'field.tooLong' : 'field.tooLarge', params: limit('maximum') };
  if (keyword === 'too_small' && typeof params.minimum === 'number')
    return { code: params.origin === 'string' ? 'field.tooShort' : 'field.tooSmall', params: limit('minimum') };
  if (keyword === 'invalid_format' && params.format === 'email') return { code: 'field.notEmail' };
  if (keyword === 'invalid_value') return { code: 'field.notChoice' };
  return undefined;
}

function valuesOf(names: string[], values: string[]): ApiErrorParams {
  return Object.fromEntries(names.map((name, index) => [name, numberOr(values[index]!)]));
}

function numberOr(value: string): string | number {
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
