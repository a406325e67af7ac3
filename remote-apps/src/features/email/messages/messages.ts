import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The email app's messages, a catalog of its own (keys `email.…`), downloaded with its screens. */
export const emailMessages = defineMessages<typeof en>({
  en: () => import(/* webpackChunkName: "apps-email-words-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "apps-email-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "apps-email-words-ar" */ './ar.json'),
});
