import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The About page's messages: a catalog of their own, downloaded with the page. */
export const aboutMessages = defineMessages<typeof en>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
