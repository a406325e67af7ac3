import {
  hasMessage,
  screenNameMessages,
  useLanguage,
  useMessages,
  type Language,
  type ScreenManifest,
  type Translate,
} from '@timely/shared-ui';

type KnownNames = Translate<typeof screenNameMessages>;

/** A screen's tab title and menu label in the portal's language. */
export type ScreenWords = {
  title: (screen: Pick<ScreenManifest, 'name' | 'title' | 'titles'>) => string;
  label: (screen: Pick<ScreenManifest, 'name' | 'menu'>) => string;
};

/**
 * What the remote published for the language first; then, for a known screen, shared-ui's copy (the built-in
 * screens of a remote never reached, or a remote built before it published its words); else its English.
 */
export function screenWordsIn(language: Language, known: KnownNames): ScreenWords {
  const fromCopy = (key: string) =>
    language !== 'en' && hasMessage(screenNameMessages, key) ? known(key as Parameters<KnownNames>[0]) : undefined;
  return {
    title: (screen) => screen.titles?.[language] ?? fromCopy(`screen.${screen.name}.title`) ?? screen.title,
    label: (screen) =>
      screen.menu?.labels?.[language] ?? fromCopy(`screen.${screen.name}.menu`) ?? screen.menu?.label ?? '',
  };
}

export function useScreenWords(): ScreenWords {
  return screenWordsIn(useLanguage(), useMessages(screenNameMessages));
}
