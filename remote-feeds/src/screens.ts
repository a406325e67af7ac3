import { portalScreensOf, type ScreenManifest } from '@timely/shared-ui/screens';

/**
 * The screens this remote owns, published in its mf-manifest.json (webpack.config.ts): the host builds
 * its routes, menu entries and role guard from them. A new screen is one more entry here and its route
 * in routes.tsx (docs/adding-a-screen.md).
 */
export const screens: ScreenManifest[] = portalScreensOf('feeds');
