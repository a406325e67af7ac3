import { defineMessages } from '@timely/shared-ui';
import en from './en.json';

/** shared-auth's own words: English with the code, German and Arabic each a chunk of their own. */
export const authMessages = defineMessages(en, {
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
