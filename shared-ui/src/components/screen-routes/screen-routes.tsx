import { Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from '../loading-state/loading-state';
import type { Preloadable } from '../preloadable/preloadable';

type ScreenRoutesProps<Name extends string> = {
  /** The remote's screens.ts: each screen's name and path. */
  screens: ReadonlyArray<{ name: Name; path: string }>;
  /** Each screen's component, by its name (a screen without one, or a redirect, is in `redirects`). */
  components: Partial<Record<Name, Preloadable>>;
  /** Screens that only send the visitor on (`/email` to the inbox). */
  redirects?: Partial<Record<Name, ReactElement>>;
  /** What the loading indicator says while a screen's code downloads. */
  loadingLabel: string;
};

/**
 * A remote's routes: one per screen its screens.ts declares, rendering the component of that name. The one
 * way a remote routes its screens, so what it publishes and what it renders cannot differ.
 */
export function ScreenRoutes<Name extends string>({
  screens,
  components,
  redirects = {},
  loadingLabel,
}: ScreenRoutesProps<Name>) {
  return (
    <Suspense fallback={<LoadingState label={loadingLabel} screen />}>
      <Routes>
        {screens.map((screen) => {
          const Screen = components[screen.name]?.Component;
          const element = redirects[screen.name] ?? (Screen && <Screen />);
          return element ? <Route key={screen.name} path={screen.path} element={element} /> : null;
        })}
      </Routes>
    </Suspense>
  );
}
