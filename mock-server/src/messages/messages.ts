import { LANGUAGES } from '@timely/contract';
import { ar } from './ar.js';
import { de } from './de.js';
import { en, type Plural, type ServerMessages } from './en.js';

export type Language = (typeof LANGUAGES)[number];
/** The keys whose messages are plain text (not counted). */
type TextKey = {
  [key in keyof ServerMessages]: ServerMessages[key] extends string ? key : never;
}[keyof ServerMessages];

const CATALOGS: Record<Language, ServerMessages> = { en, de, ar };

/** The messages of one language, for a file written in it. */
export function messagesIn(language: Language): ServerMessages {
  return CATALOGS[language];
}

/** A counted word in `language`: its plural form for `count`, the number in plain digits as everywhere in a CSV. */
export function counted(language: Language, forms: Plural, count: number): string {
  return (forms[new Intl.PluralRules(language).select(count)] ?? forms.other).replace(/#/g, String(count));
}

/** A word as each language says it, for an importer that reads a file written in any of them. */
export function spellingsOf(key: TextKey): string[] {
  return LANGUAGES.map((language) => CATALOGS[language][key]);
}
