import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The to-do app's messages, a catalog of its own: only the language shown is downloaded. */
export const todoMessages = defineMessages<typeof en>({
  en: () => import(/* webpackChunkName: "apps-todo-words-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "apps-todo-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "apps-todo-words-ar" */ './ar.json'),
});
