import { defineMessages } from '../i18n/use-messages';
import en from './en.json';

/** shared-ui's own words: English with the code, German and Arabic in the portal's first-page chunk of that language. */
export const sharedUiMessages = defineMessages(en, {
  de: () => import(/* webpackChunkName: "portal-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "portal-words-ar" */ './ar.json'),
});
