import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/**
 * The Overview's messages, a catalog of their own: the portal's first screen downloads only these (German and Arabic
 * in one chunk per language with the routes' messages, which the first screen shows too).
 */
export const overviewMessages = defineMessages<typeof en>({
  en: () => import(/* webpackChunkName: "projects-first-words-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "projects-first-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "projects-first-words-ar" */ './ar.json'),
});
