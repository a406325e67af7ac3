import { portalScreensOf, type ScreenManifest } from '@timely/shared-ui/screens';

/**
 * The screens this remote owns, published in its mf-manifest.json (webpack.config.ts): the host builds
 * its routes, menu entries and role guard from them. A new screen is one more entry here and its route
 * in routes.tsx (docs/adding-a-screen.md).
 */
export const screens: ScreenManifest[] = portalScreensOf('feeds');

/**
 * Screens of the next version, published only by a build with PORTAL_NEXT_FIXTURE=1 (webpack.config.ts): the
 * e2e suite's remote built after the host (e2e/tests/aged-builds.spec.ts). docs/adding-a-screen.md's example.
 */
export const nextScreens: ScreenManifest[] = [
  {
    name: 'feedDigest',
    path: '/feed/digest',
    title: 'Feed digest',
    remote: 'feeds',
    levels: ['level3'],
    menu: { id: 'feed-digest', group: 'root', order: 21, label: 'Feed digest', icon: 'file-text' },
  },
];
