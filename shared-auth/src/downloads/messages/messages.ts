import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The Export menu's messages: a chunk of their own, downloaded with the first screen that shows the menu. */
export const downloadMessages = defineMessages<typeof en>({
  en: () => import(/* webpackChunkName: "export-words-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "export-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "export-words-ar" */ './ar.json'),
});
