import { portalRoutes } from '@timely/shared-ui/portal-paths';
import type { ScreenManifest } from '@timely/shared-ui/screens';

/**
 * The screens this remote owns: one entry each, published in its mf-manifest.json (webpack.config.ts) and
 * routed by routes.tsx, which renders each by its name. Who may open each is declared here (the host's
 * menu and guard read it; the server checks every request). Titles and menu labels: `screen.<name>.*` in the messages.
 */
export const screens = [
  {
    name: 'peopleAvailability',
    path: portalRoutes.peopleAvailability.path,
    title: 'People availability',
    remote: 'peers',
    roles: ['admin'],
    menu: { id: 'people-availability', group: 'dashboard', order: 20, label: 'People Availability' },
  },
  {
    name: 'peerReview',
    path: portalRoutes.peerReview.path,
    title: '360 Peer feedback',
    remote: 'peers',
    roles: ['admin'],
    menu: { id: 'peer-review', group: 'dashboard', order: 30, label: '360 Peer feedback' },
  },
  {
    name: 'myFeedback',
    path: portalRoutes.myFeedback.path,
    title: 'My feedback',
    remote: 'peers',
    roles: ['admin', 'editor'],
    menu: { id: 'my-feedback', group: 'dashboard', order: 40, label: 'My feedback' },
  },
  {
    name: 'managePeers',
    path: portalRoutes.managePeers.path,
    title: 'Peers',
    remote: 'peers',
    menu: { id: 'view-all-peers', group: 'manage-peers', order: 10, label: 'View All Peers', icon: 'team' },
  },
  {
    name: 'importPeers',
    path: portalRoutes.importPeers.path,
    title: 'Import peers',
    remote: 'peers',
    roles: ['admin'],
  },
  {
    name: 'auditLog',
    path: portalRoutes.auditLog.path,
    title: 'Audit log',
    remote: 'peers',
    roles: ['admin'],
    menu: { id: 'audit-log', group: 'company', order: 20, label: 'Audit log', icon: 'audit' },
  },
  {
    name: 'companySettings',
    path: portalRoutes.companySettings.path,
    title: 'Company settings',
    remote: 'peers',
    roles: ['admin'],
    menu: { id: 'company-settings', group: 'company', order: 10, label: 'Settings', icon: 'setting' },
  },
] as const satisfies readonly ScreenManifest[];

export type PeersScreenName = (typeof screens)[number]['name'];
