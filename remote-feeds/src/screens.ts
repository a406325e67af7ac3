import { portalRoutes } from '@timely/shared-ui/portal-paths';
import type { ScreenManifest } from '@timely/shared-ui/screens';

/**
 * The screens this remote owns: one entry each, published in its mf-manifest.json (webpack.config.ts) and
 * routed by routes.tsx, which renders each by its name. A new screen is one more entry here and its
 * component under the same name in routes.tsx (docs/adding-a-screen.md). Titles and menu labels: `screen.<name>.*` in the messages.
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

export type FeedsScreenName = (typeof screens)[number]['name'];
