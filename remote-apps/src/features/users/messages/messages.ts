import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The users app's messages, a catalog of its own: downloaded with the users pages, in the portal's language. */
export const usersMessages = defineMessages<typeof en>({
  en: () => import(/* webpackChunkName: "apps-users-words-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "apps-users-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "apps-users-words-ar" */ './ar.json'),
});
