import { lazy, useState, type ComponentType } from 'react';
import { portalLanguage } from '../../format/portal-locale';
import type { Language } from '../../i18n/languages';
import { canShowIn, loadMessages, useLanguage, type MessageCatalog } from '../../i18n/use-messages';

/** A component whose code loads on its first render, or earlier through preload(). */
export type Preloadable<P extends object = object> = {
  Component: ComponentType<P>;
  /** Loads the code; resolves when it is there. A failed load is tried again by the next call or render. */
  preload(): Promise<void>;
};

/**
 * Like React.lazy, with a preload(): the portal loads the screens of its menu while it is idle, so a
 * first visit waits for its data and not for its code. A screen whose code is already there renders at
 * once instead of suspending for a tick; each mount keeps the one it started with, so a screen that
 * began as lazy is not remounted when its code arrives.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  function Component(props: P) {
    const [Screen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Screen {...props} />;
  }
  return { Component, preload: () => start().then(() => undefined) };
}

/**
 * A screen's code, with the code of its parts that load in chunks of their own (charts, the board) started
 * alongside and not waited for: the screen's preload fetches them too, so a first visit finds them there
 * instead of showing their loading state; a part that fails to load says so where it renders.
 */
export function withParts<T>(screen: Promise<T>, ...parts: ReadonlyArray<() => Promise<unknown>>): Promise<T> {
  for (const part of parts) void part().catch(() => undefined);
  return screen;
}

/** Loads the code of the named screens of a remote (those it has), for RemoteAppModule.preload. */
export function preloadScreens(screens: Partial<Record<string, Preloadable>>, names: readonly string[]): Promise<void> {
  return Promise.all(names.map((name) => (Object.hasOwn(screens, name) ? screens[name]?.preload() : undefined))).then(
    () => undefined,
  );
}

/** Where a screen's message catalog is: imported on demand, so that a screen's route does not bundle the catalog to name it. */
type CatalogLoader = () => Promise<MessageCatalog<string>>;

/**
 * A screen that downloads its messages with its code rather than after it: it suspends (its route's loading state)
 * until both are there. A preload fetches them too, in the language the portal speaks at the time.
 */
export function withMessages<P extends object>(
  screen: Preloadable<P>,
  catalogs: readonly CatalogLoader[],
): Preloadable<P> {
  let resolved: ReadonlyArray<MessageCatalog<string>> | undefined;
  const loadCatalogsIn = async (language: Language) => {
    resolved ??= await Promise.all(catalogs.map((load) => load()));
    await Promise.all(resolved.map((catalog) => loadMessages(catalog, language)));
  };
  // a language whose catalogs' modules did not download: the screen renders, and its own render reports the failure
  const failedIn = new Set<Language>();
  function Component(props: P) {
    const language = useLanguage();
    const waiting = !resolved || resolved.some((catalog) => !canShowIn(catalog, language));
    if (waiting && !failedIn.has(language)) {
      void screen.preload().catch(() => undefined); // the code downloads meanwhile; its own render reports a failure
      throw loadCatalogsIn(language).then(
        () => undefined,
        () => void failedIn.add(language),
      );
    }
    return <screen.Component {...props} />;
  }
  return {
    Component,
    preload: () =>
      Promise.all([screen.preload(), loadCatalogsIn(portalLanguage() ?? 'en').catch(() => undefined)]).then(
        () => undefined,
      ),
  };
}

/** Every screen of a remote with the catalogs it reads: `{ overview: [overviewCatalog] }` for one, `catalogs` for the rest. */
export function screensWithMessages<Name extends string>(
  screens: Record<Name, Preloadable>,
  catalogs: readonly CatalogLoader[],
  catalogsOf: Partial<Record<Name, readonly CatalogLoader[]>> = {},
): Record<Name, Preloadable> {
  return Object.fromEntries(
    Object.entries<Preloadable>(screens).map(([name, screen]) => [
      name,
      withMessages(screen, catalogsOf[name as Name] ?? catalogs),
    ]),
  ) as Record<Name, Preloadable>;
}
