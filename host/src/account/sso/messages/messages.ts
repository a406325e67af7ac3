import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The sign-in page's single sign-on messages: a small catalog of their own, downloaded with that part of the page. */
export const ssoMessages = defineMessages<typeof en>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
