import { preloadable, ScreenRoutes, screensWithWords, useMessages, type Preloadable } from '@timely/shared-ui';
import { feedsMessages } from './messages/messages';
import { nextScreens, screens, type FeedsScreenName } from './screens';

// true in a build with PORTAL_NEXT_FIXTURE=1 only (tooling's webpack factory): the routes of screens.ts's nextScreens
declare const PORTAL_NEXT_FIXTURE: boolean | undefined;

// Each screen of screens.ts by its name, its own chunk, as in the other remotes.
export const SCREENS: Record<FeedsScreenName, Preloadable> = screensWithWords(
  {
    feed: preloadable(() => import('./features/feed/components/feed-screen').then((module) => module.FeedScreen)),
    feedDigest: preloadable(() =>
      import('./features/feed-digest/components/feed-digest-screen').then((module) => module.FeedDigestScreen),
    ),
  },
  [async () => (await import('./messages/messages')).feedsMessages],
);

const ROUTED =
  typeof PORTAL_NEXT_FIXTURE !== 'undefined' && PORTAL_NEXT_FIXTURE ? [...screens, ...nextScreens] : screens;

/** This remote's routes: each screen of screens.ts, rendered by its name (and the next version's when built as it). */
export function FeedsRoutes() {
  const t = useMessages(feedsMessages);
  return <ScreenRoutes screens={ROUTED} components={SCREENS} loadingLabel={t('routes.loading')} />;
}
