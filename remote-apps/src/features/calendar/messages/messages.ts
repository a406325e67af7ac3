import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The calendar app's messages, a catalog of its own (keys `calendar.…`), downloaded with its screens. */
export const calendarMessages = defineMessages<typeof en>({
  en: () => import(/* webpackChunkName: "apps-calendar-words-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "apps-calendar-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "apps-calendar-words-ar" */ './ar.json'),
});
