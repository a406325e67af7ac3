import { ConfigProvider } from 'antd';
import { useContext, useEffect, useState } from 'react';
import { isLanguage, type Language } from './languages';

export type MessageValues = Record<string, string | number>;
type MessageFn = (values?: MessageValues) => string;
/** A messages file as the build compiles it (functions); as plain JSON where no build ran (jest: strings). */
type CompiledMessages = Record<string, MessageFn | string>;
type LoadedModule = { default: CompiledMessages } | CompiledMessages;

export type MessageBook<Key extends string> = {
  readonly english: CompiledMessages;
  readonly load: Record<Exclude<Language, 'en'>, () => Promise<LoadedModule>>;
  /** Keys only: lets `useMessages` type its `t`. */
  readonly keys?: Key;
};

/** What `useMessages` returns; `Translate<typeof book>` types a helper that receives it. */
export type Translate<Book> =
  Book extends MessageBook<infer Key> ? (key: Key, values?: MessageValues) => string : never;

/**
 * One app's (or package's) messages: English, bundled with the code, and a loader per other language that
 * imports that language's file, so only the chosen language is downloaded:
 * `defineMessages(en, { de: () => import('./de.json'), ar: () => import('./ar.json') })`.
 */
export function defineMessages<Source extends Record<string, unknown>>(
  english: Source,
  load: MessageBook<string>['load'],
): MessageBook<keyof Source & string> {
  return { english: english as unknown as CompiledMessages, load };
}

let compileSource: ((source: string, language: Language) => MessageFn) | undefined;

/** For a runner that loads messages files as plain JSON (jest): how to compile one message when first used. */
export function setMessageCompiler(compile: typeof compileSource): void {
  compileSource = compile;
}

const loaded = new WeakMap<MessageBook<string>, Partial<Record<Language, CompiledMessages>>>();

/**
 * The portal's language: the one the shell's antd ConfigProvider was given (a shared singleton, so a remote
 * reads the host's without importing it).
 */
export function useLanguage(): Language {
  const code = useContext(ConfigProvider.ConfigContext).locale?.locale;
  return isLanguage(code) ? code : 'en';
}

/**
 * `t(key, values)` in the portal's language. A language not yet downloaded shows English for the moment it
 * takes, then re-renders.
 */
export function useMessages<Key extends string>(book: MessageBook<Key>): Translate<MessageBook<Key>> {
  const language = useLanguage();
  const [, setVersion] = useState(0);
  const catalog = catalogOf(book, language);
  useEffect(() => {
    if (catalog) return;
    let current = true;
    void loadLanguage(book, language).then(() => current && setVersion((version) => version + 1));
    return () => {
      current = false;
    };
  }, [book, language, catalog]);
  const shown = catalog ?? book.english;
  const shownLanguage = catalog ? language : 'en';
  return (key, values) => format(shown[key] ?? book.english[key], shownLanguage, key, values);
}

const loading = new WeakMap<MessageBook<string>, Partial<Record<Language, Promise<void>>>>();

/**
 * Downloads one language of a book (a chunk of its app); resolves when `useMessages` can show it. Asked again
 * while it downloads, it answers the same promise (a screen that waits for its words suspends on it).
 */
export function loadLanguage(book: MessageBook<string>, language: Language): Promise<void> {
  if (catalogOf(book, language)) return Promise.resolve();
  const pending = loading.get(book)?.[language];
  if (pending) return pending;
  const started = book.load[language as Exclude<Language, 'en'>]().then(
    (module) => {
      const messages = ('default' in module ? module.default : module) as CompiledMessages;
      loaded.set(book, { ...loaded.get(book), [language]: messages });
    },
    (error: unknown) => {
      loading.set(book, { ...loading.get(book), [language]: undefined }); // the next ask tries again
      throw error;
    },
  );
  loading.set(book, { ...loading.get(book), [language]: started });
  return started;
}

/** Whether `useMessages` can show a book in a language now (English always). */
export function hasLanguage(book: MessageBook<string>, language: Language): boolean {
  return catalogOf(book, language) !== undefined;
}

/**
 * `t` outside React, in a language `loadLanguage` has downloaded (English where it has not): for words a
 * component asks for only once something happens, such as an error.
 */
export function translatorOf<Key extends string>(
  book: MessageBook<Key>,
  language: Language,
): Translate<MessageBook<Key>> {
  const catalog = catalogOf(book, language);
  const shown = catalog ?? book.english;
  const shownLanguage = catalog ? language : 'en';
  return (key, values) => format(shown[key] ?? book.english[key], shownLanguage, key, values);
}

function catalogOf(book: MessageBook<string>, language: Language): CompiledMessages | undefined {
  return language === 'en' ? book.english : loaded.get(book)?.[language];
}

function format(message: MessageFn | string | undefined, language: Language, key: string, values?: MessageValues) {
  if (message === undefined) return key; // the keys are typed and tested: only a stale remote can get here
  if (typeof message === 'function') return message(values);
  if (!compileSource) return message;
  return compileSource(message, language)(values);
}
