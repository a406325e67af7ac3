import { Deferred } from '@timely/shared-ui';
import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { HORIZONTAL_FALLBACK_QUERY, useMediaQuery } from './use-media-query';
import { usePreferences } from '@timely/shared-auth';
import { FullLayout } from './full-layout';
import { HorizontalLayout } from './horizontal-layout';
import { LazyFloatingButtons } from './lazy-floating-buttons';
import { isSidebarCollapsed, isTvAppPath, resolveLayout } from './resolve-layout';
import { SkipLink } from './skip-link';
import { VerticalLayout } from './vertical-layout';

// runs once the first screen has settled, so its code is not part of the first load either
const PreloadRemotes = lazy(async () => ({ default: (await import('../remotes/preload-remotes')).PreloadRemotes }));

/** The frame of every signed-in page: the user's layout (vertical, horizontal, full), the customizer, scroll-to-top. */
export function AppLayout() {
  const preferences = usePreferences();
  const { pathname } = useLocation();
  const narrow = useMediaQuery(HORIZONTAL_FALLBACK_QUERY);
  const layout = resolveLayout(preferences.layout, pathname, narrow);
  const tv = isTvAppPath(pathname);
  return (
    <>
      <SkipLink />
      {layout === 'full' ? (
        <FullLayout />
      ) : layout === 'horizontal' ? (
        <HorizontalLayout menuCollapsed={isSidebarCollapsed(preferences, pathname)} />
      ) : (
        <VerticalLayout collapsed={isSidebarCollapsed(preferences, pathname)} />
      )}
      {!tv && <LazyFloatingButtons />}
      {/* the menu's other screens, loaded once the first screen has settled */}
      <Deferred fallback={null}>
        <PreloadRemotes />
      </Deferred>
    </>
  );
}
