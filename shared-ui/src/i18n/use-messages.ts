import { ConfigProvider } from 'antd';
import { useContext, useEffect, useState } from 'react';
import { portalLanguage } from '../format/portal-locale';
import { isLanguage, LANGUAGES, type Language } from './languages';
import { formatParsed, type ParsedMessage } from './format-parsed';

export type MessageValues = Record<string, string | number>;
type MessageFn = (values?: MessageValues) => string;
/**
 * A messages file as the build parses it (FormatJS syntax trees; a message with nothing to fill in, its text);
 * as plain JSON where no build ran (jest: ICU text, formatted by the compiler `setMessageCompiler` gives).
 */
type ParsedMessages = Record<string, ParsedMessage>;
type LoadedModule = { default: ParsedMessages } | ParsedMessages;

export type MessageCatalog<Key extends string> = {
  readonly load: Record<Language, () => Promise<LoadedModule>>;
  /** Keys only: lets `useMessages` type its `t`. */
  readonly keys?: Key;
};

/** What `useMessages` returns; `Translate<typeof catalog>` types a helper that receives it. */
export type Translate<Catalog> =
  Catalog extends MessageCatalog<infer Key> ? (key: Key, values?: MessageValues) => string : never;

// every catalog defined so far (the modules the page has loaded): a new language is shown once all of them have it
const catalogs = new Set<MessageCatalog<string>>();

/**
 * One app's (or package's) messages: a loader per language that imports that language's file, so only the
 * chosen language is downloaded, English included. The English file's type names the keys:
 * `import type en from './en.json'` and
 * `defineMessages<typeof en>({ en: () => import('./en.json'), de: () => import('./de.json'), ar: () => import('./ar.json') })`.
 */
export function defineMessages<Source extends Record<string, unknown>>(
  load: MessageCatalog<string>['load'],
): MessageCatalog<keyof Source & string> {
  const catalog: MessageCatalog<keyof Source & string> = { load };
  catalogs.add(catalog);
  // a catalog whose module loads once the portal speaks a language (a screen's, the top bar's) downloads it at once
  const spoken = portalLanguage();
  if (spoken) void loadMessages(catalog, spoken);
  return catalog;
}

let compileSource: ((source: string, language: Language) => MessageFn) | undefined;

/** For a runner that loads messages files as plain JSON (jest): how to format one message, parsed when first used. */
export function setMessageCompiler(compile: typeof compileSource): void {
  compileSource = compile;
}

const loaded = new WeakMap<MessageCatalog<string>, Partial<Record<Language, ParsedMessages>>>();
const loading = new WeakMap<MessageCatalog<string>, Partial<Record<Language, Promise<void>>>>();
// a language of a catalog that did not download: shown in English until a later download of it succeeds
const failed = new WeakMap<MessageCatalog<string>, Set<Language>>();

/**
 * The portal's language: the one the shell's antd ConfigProvider was given (a shared singleton, so a remote
 * reads the host's without importing it).
 */
export function useLanguage(): Language {
  const code = useContext(ConfigProvider.ConfigContext).locale?.locale;
  return isLanguage(code) ? code : 'en';
}

/**
 * `t(key, values)` in the portal's language. A catalog not yet downloaded in that language suspends the
 * component (its Suspense boundary's loading state) until it is there; one that cannot download shows English.
 */
export function useMessages<Key extends string>(catalog: MessageCatalog<Key>): Translate<MessageCatalog<Key>> {
  const language = useLanguage();
  const shownLanguage = shownLanguageOf(catalog, language);
  const messages = loaded.get(catalog)?.[shownLanguage];
  if (!messages) throw loadMessages(catalog, shownLanguage);
  return (key, values) => format(messages[key], shownLanguage, key, values);
}

/** The language a catalog shows in: the one asked for, else English where that did not download. */
function shownLanguageOf(catalog: MessageCatalog<string>, language: Language): Language {
  if (!failed.get(catalog)?.has(language)) return language;
  if (language !== 'en' && !failed.get(catalog)?.has('en')) return 'en';
  throw new Error(`the words of this screen did not download (${language})`);
}

/**
 * A language of a catalog, to wait for: resolves either way, a failure marking the language as failed for the catalog
 * (it then shows in English) until a later download of it succeeds.
 */
export function loadMessages(catalog: MessageCatalog<string>, language: Language): Promise<void> {
  return loadLanguage(catalog, language).catch((error: unknown) => {
    console.error(`[shared-ui] ${language} words did not download`, error);
    failed.set(catalog, new Set([...(failed.get(catalog) ?? []), language]));
  });
}

/**
 * Downloads one language of a catalog (a chunk of its app); resolves when `useMessages` can show it. Asked again
 * while it downloads, it answers the same promise (a screen that waits for its messages suspends on it).
 */
export function loadLanguage(catalog: MessageCatalog<string>, language: Language): Promise<void> {
  if (loaded.get(catalog)?.[language]) return Promise.resolve();
  const pending = loading.get(catalog)?.[language];
  if (pending) return pending;
  const started = catalog.load[language]().then(
    (module) => {
      const messages = ('default' in module ? module.default : module) as ParsedMessages;
      loaded.set(catalog, { ...loaded.get(catalog), [language]: messages });
      failed.get(catalog)?.delete(language);
    },
    (error: unknown) => {
      loading.set(catalog, { ...loading.get(catalog), [language]: undefined }); // the next ask tries again
      throw error;
    },
  );
  loading.set(catalog, { ...loading.get(catalog), [language]: started });
  return started;
}

/** Whether `useMessages` can show a catalog in a language now. */
export function hasLanguage(catalog: MessageCatalog<string>, language: Language): boolean {
  return loaded.get(catalog)?.[language] !== undefined;
}

/** Whether `useMessages` can show a catalog in a language now, in it or (where it failed to download) in English. */
export function canShowIn(catalog: MessageCatalog<string>, language: Language): boolean {
  return hasLanguage(catalog, language) || failed.get(catalog)?.has(language) === true;
}

/** Whether every catalog the page has defined can show a language now (a language switch waits for it). */
function allCatalogsHave(language: Language): boolean {
  return [...catalogs].every((catalog) => canShowIn(catalog, language));
}

/**
 * Downloads a language of every catalog the page has defined so far; resolves when all have it or failed
 * (those show English). The shell switches language once this resolves, so no screen waits on a blank page.
 */
export function loadAllCatalogsIn(language: Language): Promise<void> {
  return Promise.all([...catalogs].map((catalog) => loadMessages(catalog, language))).then(() => undefined);
}

/** Whether a catalog has a key (every language has the same keys: a test checks them), from any language it has. */
export function hasMessage(catalog: MessageCatalog<string>, key: string): boolean {
  return LANGUAGES.some((language) => {
    const messages = loaded.get(catalog)?.[language];
    return messages !== undefined && Object.hasOwn(messages, key);
  });
}

/**
 * `t` outside React, in a language `loadLanguage` has downloaded (else English if downloaded, else the key):
 * for messages a component asks for only once something happens, such as an error.
 */
export function translatorOf<Key extends string>(
  catalog: MessageCatalog<Key>,
  language: Language,
): Translate<MessageCatalog<Key>> {
  const shownLanguage = hasLanguage(catalog, language) ? language : 'en';
  const messages = loaded.get(catalog)?.[shownLanguage] ?? {};
  return (key, values) => format(messages[key], shownLanguage, key, values);
}

// How long a language switch waits for the catalogs it has: a chunk that neither arrives nor fails (a remote's
// server that stalls) must not keep the portal in the old language; what is still missing then loads in its
// screen's own loading state.
export const LANGUAGE_SWITCH_WAIT_MS = 3_000;

/**
 * The language to show: `wanted` once every catalog the page has defined has its messages (or after
 * LANGUAGE_SWITCH_WAIT_MS), the one shown before until then: the screen stays as it is instead of falling back to
 * loading states. The first render shows `wanted` at once: its components wait for their messages in Suspense.
 */
export function useLanguageWithMessages(wanted: Language): Language {
  const [shown, setShown] = useState(wanted);
  const ready = shown === wanted || allCatalogsHave(wanted);
  useEffect(() => {
    if (ready) {
      if (shown !== wanted) setShown(wanted);
      return;
    }
    let current = true;
    const show = () => current && setShown(wanted);
    void loadAllCatalogsIn(wanted).then(show);
    const timer = setTimeout(show, LANGUAGE_SWITCH_WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted, shown, ready]);
  return ready ? wanted : shown;
}

function format(message: ParsedMessage | undefined, language: Language, key: string, values?: MessageValues) {
  if (message === undefined) return key; // the keys are typed and tested: only a stale remote can get here
  if (typeof message !== 'string') return formatParsed(message, language, key, values);
  if (!compileSource) return message;
  return compileSource(message, language)(values);
}
