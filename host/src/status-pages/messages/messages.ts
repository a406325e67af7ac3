import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The status pages' messages (not found, not allowed, server error, maintenance), downloaded with those pages. */
export const statusMessages = defineMessages<typeof en>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
