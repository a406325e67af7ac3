import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The projects remote's messages: one chunk per language, English included. */
export const projectsMessages = defineMessages<typeof en>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
