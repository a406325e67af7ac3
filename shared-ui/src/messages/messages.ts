import { defineMessages } from '../i18n/use-messages';
import en from './en.json';

/** shared-ui's own words: English with the code, German and Arabic each a chunk of their own. */
export const sharedUiMessages = defineMessages(en, {
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
