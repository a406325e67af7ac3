import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The sign-in page's single sign-on words: a small book of their own, downloaded with that part of the page. */
export const ssoMessages = defineMessages<typeof en>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
