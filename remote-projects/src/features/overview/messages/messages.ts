import { defineMessages } from '@timely/shared-ui';
import en from './en.json';

/** The Overview's words, a book of their own: the portal's first screen downloads only these. */
export const overviewMessages = defineMessages(en, {
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
