import { portalScreensOf, type ScreenManifest } from '@timely/shared-ui/screens';

/**
 * The screens this remote owns, published in its mf-manifest.json (webpack.config.ts): the host builds
 * its routes, menu entries (the sidebar's Apps group) and role guard from them.
 */
export const screens: ScreenManifest[] = portalScreensOf('apps');
