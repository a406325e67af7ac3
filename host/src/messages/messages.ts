import { defineMessages } from '@timely/shared-ui';
import en from './en.json';

/**
 * The host's words: English with the code; German and Arabic each in one chunk per language with the other
 * words a first page needs (shared-auth's, shared-ui's, antd's), one request instead of five.
 */
export const hostMessages = defineMessages(en, {
  de: () => import(/* webpackChunkName: "portal-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "portal-words-ar" */ './ar.json'),
});
