import { portalRoutes } from '@timely/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { FeedScreen } from './features/feed/components/feed-screen';
import { FeedDigestScreen } from './features/feed-digest/components/feed-digest-screen';

// true in a build with PORTAL_NEXT_FIXTURE=1 only (tooling's webpack factory): the routes of screens.ts's nextScreens
declare const PORTAL_NEXT_FIXTURE: boolean | undefined;

/** Every route PRODUCT.md §1 gives this remote (see portal-paths.ts), and the next version's when built as it. */
export function FeedsRoutes() {
  return (
    <Routes>
      <Route path={portalRoutes.feed.path} element={<FeedScreen />} />
      {typeof PORTAL_NEXT_FIXTURE !== 'undefined' && PORTAL_NEXT_FIXTURE && (
        <Route path="/feed/digest" element={<FeedDigestScreen />} />
      )}
    </Routes>
  );
}
