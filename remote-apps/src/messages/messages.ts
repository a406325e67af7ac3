import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** remote-apps' own words (screen names, words every app shares): one chunk per language, English included. */
export const appsMessages = defineMessages<typeof en>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
