import { defineMessages } from '../i18n/use-messages';
import type en from './en.json';

/** shared-ui's own messages: each language in the portal's first-page chunk of that language. */
export const sharedUiMessages = defineMessages<typeof en>({
  en: () => import(/* webpackChunkName: "portal-words-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "portal-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "portal-words-ar" */ './ar.json'),
});
