import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES } from '@timely/contract';
import { ar } from './ar.js';
import { de } from './de.js';
import { en, type ServerMessages } from './en.js';

export type Language = (typeof LANGUAGES)[number];
type MessageKey = keyof typeof en;
/** The keys whose English message takes no argument: plain text, read as it is. */
export type TextKey = {
  [key in MessageKey]: (typeof en)[key] extends `${string}{${string}` ? never : key;
}[MessageKey];
/** The keys whose message takes arguments (`{name}`, a plural): filled in by `format`. */
type ArgumentKey = Exclude<MessageKey, TextKey>;
type Values = Readonly<Record<string, string | number>>;

/**
 * One language's messages: the plain ones by key, the ones with arguments through `format`. They are ICU
 * MessageFormat, as the apps' catalogs are, so a message reads and translates the same on both sides.
 */
export type Messages = Readonly<Record<TextKey, string>> & {
  format(key: ArgumentKey, values: Values): string;
};

const CATALOGS: Record<Language, ServerMessages> = { en, de, ar };

/** Numbers in plain digits in every language, as everywhere in a CSV or a mail's figures. */
const localeOf = (language: Language) => `${language}-u-nu-latn`;

function messagesOf(language: Language): Messages {
  const catalog = CATALOGS[language];
  const formatters = new Map<ArgumentKey, IntlMessageFormat>();
  // as the apps parse their catalogs: a `<` is text, never rich-text markup
  const format = (key: ArgumentKey, values: Values): string => {
    let formatter = formatters.get(key);
    if (!formatter)
      formatters.set(
        key,
        (formatter = new IntlMessageFormat(catalog[key], localeOf(language), undefined, { ignoreTag: true })),
      );
    return String(formatter.format(values));
  };
  return { ...catalog, format };
}

const MESSAGES = Object.fromEntries(LANGUAGES.map((language) => [language, messagesOf(language)])) as Record<
  Language,
  Messages
>;

/** The messages of one language, for a file or mail written in it. */
export function messagesIn(language: Language): Messages {
  return MESSAGES[language];
}

/** A word as each language says it, for an importer that reads a file written in any of them. */
export function spellingsOf(key: TextKey): string[] {
  return LANGUAGES.map((language) => CATALOGS[language][key]);
}
