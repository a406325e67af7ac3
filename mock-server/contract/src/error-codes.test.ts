import { IntlMessageFormat } from 'intl-messageformat';
import { API_ERROR_MESSAGES, apiErrorMessage, fillMessage, isApiErrorCode } from './error-codes.js';
import { fieldParts } from './field-names.js';
import { FIELD_LABELS } from './wording.js';

const entries = Object.entries(API_ERROR_MESSAGES);

it('names every code as <area>.<name>', () => {
  expect(entries.map(([code]) => code).filter((code) => !/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(code))).toEqual([]);
});

it('says each thing once: no two codes share a message', () => {
  const seen = new Map<string, string>();
  const twice = entries.filter(([code, text]) => seen.has(text) || !seen.set(text, code));
  expect(twice.map(([code, text]) => `${code} repeats ${seen.get(text)}: ${text}`)).toEqual([]);
});

it('fills ICU as the apps do: values, plurals with #, selects', () => {
  const template =
    '{count, plural, =0 {No sprint} one {# sprint} other {# sprints}} in {list, select, block {a block} other {a list}}';
  expect(fillMessage(template, { count: 0, list: 'block' })).toBe('No sprint in a block');
  expect(fillMessage(template, { count: 1, list: 'x' })).toBe('1 sprint in a list');
  expect(fillMessage(template, { count: 12, list: 'block' })).toBe('12 sprints in a block');
  // a value named in a branch is filled; one missing stays visible; a value's own # or braces are left alone
  expect(fillMessage('{n, plural, one {# for {who}} other {# for {who}}}', { n: 2, who: '#1 {x}' })).toBe(
    '2 for #1 {x}',
  );
  expect(fillMessage('{n, plural, one {#} other {# left}} of {total}', { n: 3 })).toBe('3 left of {total}');
  expect(fillMessage('Unclosed {brace', {})).toBe('Unclosed {brace');
});

it('has only messages ICU reads (one it could not would be sent unfilled)', () => {
  const unreadable = entries.filter(([, text]) => {
    try {
      return !new IntlMessageFormat(text, 'en', undefined, { ignoreTag: true });
    } catch {
      return true;
    }
  });
  expect(unreadable.map(([code]) => code)).toEqual([]);
});

it('writes a message about the whole request as a sentence, and one about a field as what follows its label', () => {
  const wrong = entries.filter(([code, text]) =>
    code.startsWith('field.') ? !/^[a-z{]/.test(text) || /\.$/.test(text) : !/^[A-Z{"]/.test(text),
  );
  expect(wrong.map(([code, text]) => `${code}: ${text}`)).toEqual([]);
});

it('puts the values in place and leaves a missing one visible', () => {
  expect(apiErrorMessage('leave.alreadyDecided', { status: 'approved' })).toBe('This request is already approved.');
  expect(apiErrorMessage('field.tooLong', { maximum: 80 })).toBe('must be at most 80 characters');
  expect(apiErrorMessage('sprint.closePlanned')).toBe(
    'This sprint has not started yet: a planned sprint cannot be closed. Start it first, or delete it.',
  );
  expect(apiErrorMessage('peer.alreadyRevoked', {})).toBe("{name}'s invitation is already revoked.");
});

it('tells a code of the catalog from any other text', () => {
  expect(isApiErrorCode('auth.sessionEnded')).toBe(true);
  expect(isApiErrorCode('Your session has ended; please sign in again.')).toBe(false);
  expect(isApiErrorCode('toString')).toBe(false);
});

it('finds the label of a field, and its row in a list', () => {
  expect(fieldParts('items.1.carryOverCap')).toEqual({ key: 'carryOverCap', row: 2 });
  expect(fieldParts('currentPassword')).toEqual({ key: 'currentPassword' });
  expect(FIELD_LABELS.currentPassword).toBe('Current password');
});
