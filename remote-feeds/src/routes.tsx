import {
  LoadingState,
  preloadable,
  screensWithWords,
  routesOfRemote,
  useMessages,
  type PortalRouteName,
  type Preloadable,
} from '@timely/shared-ui';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { feedsMessages } from './messages/messages';

// true in a build with PORTAL_NEXT_FIXTURE=1 only (tooling's webpack factory): the routes of screens.ts's nextScreens
declare const PORTAL_NEXT_FIXTURE: boolean | undefined;

// One screen per route, each its own chunk, as in the other remotes.
export const SCREENS: Partial<Record<PortalRouteName, Preloadable>> = screensWithWords(
  {
    feed: preloadable(() => import('./features/feed/components/feed-screen').then((module) => module.FeedScreen)),
  },
  [async () => (await import('./messages/messages')).feedsMessages],
);

// The next version's screen (screens.ts's nextScreens): not a route of portal-paths.ts, so not in SCREENS.
const FeedDigestScreen = preloadable(() =>
  import('./features/feed-digest/components/feed-digest-screen').then((module) => module.FeedDigestScreen),
);

/** Every route shared-ui's portal-paths.ts gives this remote (see portal-paths.ts), and the next version's when built as it. */
export function FeedsRoutes() {
  const t = useMessages(feedsMessages);
  return (
    <Suspense fallback={<LoadingState label={t('routes.loading')} />}>
      <Routes>
        {routesOfRemote('feeds').map((route) => {
          const Screen = SCREENS[route.name]?.Component;
          return Screen ? <Route key={route.name} path={route.path} element={<Screen />} /> : null;
        })}
        {typeof PORTAL_NEXT_FIXTURE !== 'undefined' && PORTAL_NEXT_FIXTURE && (
          <Route path="/feed/digest" element={<FeedDigestScreen.Component />} />
        )}
      </Routes>
    </Suspense>
  );
}
