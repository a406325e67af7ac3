import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// the portal's languages (shared-ui/src/i18n/languages.ts); English is the manifest's own `title`/`label`
const LANGUAGES = ['en', 'de', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
type Catalog = Record<string, string>;

/** What this step reads and adds of shared-ui's ScreenManifest (plain objects: the config is built in Node). */
export type PublishedScreen = { name: string; title: string; menu?: { label: string } };
type Translations = Partial<Record<Language, string>>;
/** What this step adds: `titles`, and the menu entry's `labels`. */
type Translated = { titles?: Translations; menu?: { labels?: Translations } };

function readCatalog(folder: string, language: Language): Catalog {
  const file = path.join(folder, `${language}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalog) : {};
}

/**
 * The screens a remote publishes, each with its tab title and menu label in every language its messages
 * (`<dir>/src/messages`: `screen.<name>.title`, `screen.<name>.menu`) have. The host picks the portal's
 * language, so a remote's screen brings its own translations. The messages are plain text (no values), used as written.
 */
export function translateScreens<Entry extends PublishedScreen>(
  screens: readonly Entry[],
  dir: string,
): Array<Entry & Translated> {
  const catalogs = LANGUAGES.map((language) => ({
    language,
    own: readCatalog(path.join(dir, 'src/messages'), language),
  }));
  const translationsOf = (key: string): Translations | undefined => {
    const found = catalogs.flatMap(({ language, own }) => {
      const text = own[key];
      return text ? [[language, text] as const] : [];
    });
    return found.length ? Object.fromEntries(found) : undefined;
  };
  return screens.map((screen) => {
    const titles = translationsOf(`screen.${screen.name}.title`);
    const labels = screen.menu && translationsOf(`screen.${screen.name}.menu`);
    return {
      ...screen,
      ...(titles ? { titles } : {}),
      ...(screen.menu && labels ? { menu: { ...screen.menu, labels } } : {}),
    };
  });
}
