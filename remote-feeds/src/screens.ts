import { portalRoutes } from '@timely/shared-ui/portal-paths';
import type { ScreenManifest } from '@timely/shared-ui/screens';

/**
 * The screens this remote owns: one entry each, published in its mf-manifest.json (webpack.config.ts) and
 * routed by routes.tsx, which renders each by its name. A new screen is one more entry here and its
 * component under the same name in routes.tsx (docs/adding-a-screen.md). Words: `screen.<name>.*` in the messages.
 */
export const screens = [
  {
    name: 'feed',
    path: portalRoutes.feed.path,
    title: 'Feed',
    remote: 'feeds',
    menu: { id: 'feeds', group: 'root', order: 20, label: 'Feeds', icon: 'read' },
  },
] as const satisfies readonly ScreenManifest[];

/**
 * Screens of the next version, published and routed only by a build with PORTAL_NEXT_FIXTURE=1
 * (webpack.config.ts): the e2e suite's remote built after the host (e2e/tests/aged-builds.spec.ts).
 * docs/adding-a-screen.md's example.
 */
export const nextScreens = [
  {
    name: 'feedDigest',
    path: '/feed/digest',
    title: 'Feed digest',
    remote: 'feeds',
    levels: ['level3'],
    menu: { id: 'feed-digest', group: 'root', order: 21, label: 'Feed digest', icon: 'file-text' },
  },
] as const satisfies readonly ScreenManifest[];

export type FeedsScreenName = (typeof screens | typeof nextScreens)[number]['name'];
