import { fieldKeyInWords, fieldParts, type FieldError } from '@timely/contract';
import { formatDatesIn, hasMessage, type MessageValues, type Translate } from '@timely/shared-ui';
import type { ApiError } from '../api-error';
import { apiErrorMessages } from './messages/messages';

type ApiTranslate = Translate<typeof apiErrorMessages>;
type Key = Parameters<ApiTranslate>[0];
type Coded = { code?: string; params?: MessageValues };

// the codes whose message is composed from `details`, one sentence per field, in the reader's language
const FIELDS_SENTENCE = 'request.invalidField';
const FIELDS_SUMMARY = 'request.invalidFields';
const FIELDS_SENTENCES = 'peer.conflictingFields';

function has(key: string): key is Key {
  return hasMessage(apiErrorMessages, key);
}

/** A code's message in the reader's language, or undefined for a code this app does not know (a newer server). */
function codedText(t: ApiTranslate, { code, params }: Coded): string | undefined {
  const key = `api.${code}`;
  if (!code || !has(key)) return undefined;
  return t(key, params && localValues(params));
}

// the API sends days as YYYY-MM-DD; a person reads them in the portal's date style
function localValues(params: MessageValues): MessageValues {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? formatDatesIn(value) : value]),
  );
}

/** A field as its form labels it, in the reader's language: "Aktuelles Passwort", "Name (Zeile 2)". */
export function fieldLabelText(t: ApiTranslate, field: string): string {
  const { key, row } = fieldParts(field);
  const labelKey = `field.${key}`;
  const label = has(labelKey) ? t(labelKey) : fieldKeyInWords(key);
  return row === undefined ? label : t('compose.row', { label, row });
}

/** What is wrong with one field, for the form to show under it: translated when its code is known. */
export function fieldErrorText(t: ApiTranslate, detail: FieldError): string {
  return codedText(t, detail) ?? detail.message;
}

/**
 * "<Field label> <message>." in the reader's language, for a message shown away from its field (a toast, a
 * list): translated when its code is known, the server's English otherwise.
 */
export function fieldSentenceText(t: ApiTranslate, detail: FieldError): string {
  const message = fieldErrorText(t, detail).replace(/\.$/, '');
  return t(`api.${FIELDS_SENTENCE}`, { label: fieldLabelText(t, detail.field), message });
}

/** "<Field label> <message>." in the reader's language, or undefined when the field's message has no known code. */
function fieldSentence(t: ApiTranslate, detail: FieldError): string | undefined {
  const message = codedText(t, detail);
  return message && t(`api.${FIELDS_SENTENCE}`, { label: fieldLabelText(t, detail.field), message });
}

/** The whole error in the reader's language, or undefined when part of it has no known code. */
export function apiErrorText(t: ApiTranslate, error: ApiError): string | undefined {
  const { apiCode, details } = error;
  if (apiCode === FIELDS_SENTENCE || apiCode === FIELDS_SUMMARY || apiCode === FIELDS_SENTENCES) {
    const sentences = details.map((detail) => fieldSentence(t, detail));
    if (!sentences.length || sentences.some((sentence) => sentence === undefined)) return undefined;
    const said = sentences as string[];
    if (apiCode !== FIELDS_SUMMARY) return said.join(' ');
    const summary = said.map((sentence) => sentence.replace(/\.$/, '')).join(t('compose.separator'));
    return t(`api.${FIELDS_SUMMARY}`, { count: said.length, summary });
  }
  return codedText(t, { code: apiCode, params: error.params });
}
