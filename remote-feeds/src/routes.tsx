import { preloadable, ScreenRoutes, screensWithMessages, useMessages, type Preloadable } from '@timely/shared-ui';
import { feedsMessages } from './messages/messages';
import { screens, type FeedsScreenName } from './screens';

// Each screen of screens.ts by its name, its own chunk, as in the other remotes.
export const SCREENS: Record<FeedsScreenName, Preloadable> = screensWithMessages(
  {
    feed: preloadable(() => import('./features/feed/components/feed-screen').then((module) => module.FeedScreen)),
  },
  [async () => (await import('./messages/messages')).feedsMessages],
);

/** This remote's routes: each screen of screens.ts, rendered by its name. */
export function FeedsRoutes() {
  const t = useMessages(feedsMessages);
  return <ScreenRoutes screens={screens} components={SCREENS} loadingLabel={t('routes.loading')} />;
}
