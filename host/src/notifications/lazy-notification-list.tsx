import { preloadable, withMessages } from '@timely/shared-ui';

/**
 * The bell panel's list with the notifications' own messages, in a chunk of its own: the top bar shows on the
 * first screen, the list only once the bell is opened. It loads while the portal is idle after that screen
 * (PreloadRemotes), or as soon as the bell is pointed at or focused.
 */
export const lazyNotificationList = withMessages(
  preloadable(
    async () => (await import(/* webpackChunkName: "notification-list" */ './notification-list')).NotificationList,
  ),
  [async () => (await import('./messages/messages')).noticeMessages],
);

/** Fetches the list's code and messages ahead of the bell's first opening; a failure is for the panel to show. */
export function preloadNotificationList(): void {
  void lazyNotificationList.preload().catch(() => undefined);
}
