import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The messages of the remote's routes and score gauge, apart from its catalog: both are on the first screen (the Overview). */
export const commonMessages = defineMessages<typeof en>({
  en: () => import(/* webpackChunkName: "projects-first-words-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "projects-first-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "projects-first-words-ar" */ './ar.json'),
});
