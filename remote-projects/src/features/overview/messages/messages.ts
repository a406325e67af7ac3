import { defineMessages } from '@timely/shared-ui';
import en from './en.json';

/**
 * The Overview's words, a book of their own: the portal's first screen downloads only these (German and Arabic
 * in one chunk per language with the routes' words, which the first screen shows too).
 */
export const overviewMessages = defineMessages(en, {
  de: () => import(/* webpackChunkName: "projects-first-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "projects-first-words-ar" */ './ar.json'),
});
