import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The KPI screens' messages: one chunk per language, English included. */
export const kpiMessages = defineMessages<typeof en>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
