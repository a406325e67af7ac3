// the hook lives in shared-ui (remotes pick layouts by width too); the portal's own queries stay here
export { useMediaQuery } from '@timely/shared-ui';

/** Spec §9: the horizontal layout turns vertical at 1199 px wide or narrower. */
export const HORIZONTAL_FALLBACK_QUERY = '(max-width: 1199px)';
/** Spec §9: up to 1200 px wide the menu is a drawer that closes after a choice. */
export const MENU_DRAWER_QUERY = '(max-width: 1200px)';
/** A phone (antd's xs): the top bar drops the user's name, and the bell's panel is centred under the bell. */
export const PHONE_QUERY = '(max-width: 575px)';
export { REDUCED_MOTION_QUERY } from '@timely/shared-auth';
