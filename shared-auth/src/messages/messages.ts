import { defineMessages } from '@timely/shared-ui';
import en from './en.json';

/** shared-auth's own words: English with the code, German and Arabic in the portal's first-page chunk of that language. */
export const authMessages = defineMessages(en, {
  de: () => import(/* webpackChunkName: "portal-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "portal-words-ar" */ './ar.json'),
});
