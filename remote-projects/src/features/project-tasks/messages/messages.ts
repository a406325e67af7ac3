import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The messages of a project's task list and its saved views, a catalog of their own loaded with the screen. */
export const projectTasksMessages = defineMessages<typeof en>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
