import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/**
 * The account pages' messages (profile, password, working days, sign-up and password reset): a catalog of their own,
 * downloaded with those pages rather than with the sign-in page.
 */
export const accountMessages = defineMessages<typeof en>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
