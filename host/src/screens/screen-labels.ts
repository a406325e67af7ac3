import { useLanguage, type Language, type ScreenManifest } from '@timely/shared-ui';
import { knownScreenNamed } from './known-screens';

/** A screen's tab title and menu label in the portal's language. */
export type ScreenLabels = {
  title: (screen: Pick<ScreenManifest, 'name' | 'title' | 'titles'>) => string;
  label: (screen: Pick<ScreenManifest, 'name' | 'menu'>) => string;
};

/**
 * What the remote published for the language (its messages' `screen.<name>.*`); then, for a screen the
 * host's built-in copy knows, that copy's labels (a remote built before it published its own); else its English.
 */
export function screenLabelsIn(language: Language): ScreenLabels {
  return {
    title: (screen) => screen.titles?.[language] ?? knownScreenNamed(screen.name)?.titles?.[language] ?? screen.title,
    label: (screen) =>
      screen.menu?.labels?.[language] ??
      knownScreenNamed(screen.name)?.menu?.labels?.[language] ??
      screen.menu?.label ??
      '',
  };
}

export function useScreenLabels(): ScreenLabels {
  return screenLabelsIn(useLanguage());
}
