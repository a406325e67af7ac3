import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/**
 * A notification's words by its code (`notice.<code>`, the contract's NOTIFICATION_WORD_CODES): a book
 * of their own, loaded with the notification list rather than with the sign-in page.
 */
export const noticeMessages = defineMessages<typeof en>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
