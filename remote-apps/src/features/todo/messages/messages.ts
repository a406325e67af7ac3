import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The todo app's words, a book of its own (keys `todo.…`), downloaded with its screens. */
export const todoMessages = defineMessages<typeof en>({
  en: () => import(/* webpackChunkName: "apps-todo-words-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "apps-todo-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "apps-todo-words-ar" */ './ar.json'),
});
