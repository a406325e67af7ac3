import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** remote-feeds' messages: one chunk per language, English included. */
export const feedsMessages = defineMessages<typeof en>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
