import { portalRoutes } from '@timely/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { FeedScreen } from './features/feed/components/feed-screen';

/** Every route PRODUCT.md §1 gives this remote (see portal-paths.ts). */
export function FeedsRoutes() {
  return (
    <Routes>
      <Route path={portalRoutes.feed.path} element={<FeedScreen />} />
    </Routes>
  );
}
