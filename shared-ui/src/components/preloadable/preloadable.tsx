import { lazy, useState, type ComponentType } from 'react';

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

/** Loads the code of the named screens of a remote (those it has), for RemoteAppModule.preload. */
export function preloadScreens<Name extends string>(
  screens: Partial<Record<Name, Preloadable>>,
  names: readonly Name[],
): Promise<void> {
  return Promise.all(names.map((name) => screens[name]?.preload())).then(() => undefined);
}
