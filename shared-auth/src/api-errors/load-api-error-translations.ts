import type { FieldError } from '@timely/contract';
import { loadLanguage, translatorOf, type Language } from '@timely/shared-ui';
import type { ApiError } from '../api-error';
import { apiErrorMessages } from './messages/messages';
import { apiErrorText, fieldErrorText, fieldSentenceText } from './translate-api-error';

export type ApiErrorTranslations = {
  /** The whole error in the language, or undefined when part of it has no known code. */
  errorText(error: ApiError): string | undefined;
  /** One field's problem in the language (the server's English for an unknown code). */
  fieldText(detail: FieldError): string;
  /** The same as a sentence that names the field: "Password is one of the most common passwords…". */
  fieldSentence(detail: FieldError): string;
};

/** The API's translations in one language, downloaded (with the catalog's English they fall back to) when first needed. */
export async function apiErrorTranslationsIn(language: Language): Promise<ApiErrorTranslations> {
  await loadLanguage(apiErrorMessages, language);
  const t = translatorOf(apiErrorMessages, language);
  return {
    errorText: (error) => apiErrorText(t, error),
    fieldText: (detail) => fieldErrorText(t, detail),
    fieldSentence: (detail) => fieldSentenceText(t, detail),
  };
}
