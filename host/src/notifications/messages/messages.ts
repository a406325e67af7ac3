import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/**
 * A notification's messages by its code (`notice.<code>`, the contract's NOTIFICATION_MESSAGE_CODES): a catalog
 * of their own, loaded with the notification list rather than with the sign-in page.
 */
export const noticeMessages = defineMessages<typeof en>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
