import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The calendar's words, a book of its own: downloaded with the calendar's screen only. */
export const calendarMessages = defineMessages<typeof en>({
  en: () => import(/* webpackChunkName: "calendar-words-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "calendar-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "calendar-words-ar" */ './ar.json'),
});
