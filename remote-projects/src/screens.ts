import { portalScreensOf, type ScreenManifest } from '@timely/shared-ui/screens';

/**
 * The screens this remote owns, published in its mf-manifest.json (webpack.config.ts): the host builds
 * its routes, menu entries and role guard from them. A new screen is one more entry here and its route
 * in routes.tsx (docs/adding-a-screen.md).
 */
export const screens: ScreenManifest[] = [
  ...portalScreensOf('projects'),
  // issue #49: every signed-in user's assigned, watched and mentioning tasks; the English here is the
  // manifest's fallback, each language's words are screen.myWork.* in the messages
  /* eslint-disable local/no-literal-ui-text */
  {
    name: 'myWork',
    path: '/my-work',
    title: 'My work',
    remote: 'projects',
    menu: { id: 'my-work', group: 'manage-projects', order: 5, label: 'My work', icon: 'check-square' },
  },
  /* eslint-enable local/no-literal-ui-text */
];
