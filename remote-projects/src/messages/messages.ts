import { defineMessages } from '@timely/shared-ui';
import en from './en.json';

/** The projects remote's words: English with the code, German and Arabic each a chunk of their own. */
export const projectsMessages = defineMessages(en, {
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
