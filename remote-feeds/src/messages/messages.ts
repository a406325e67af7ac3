import { defineMessages } from '@timely/shared-ui';
import en from './en.json';

/** remote-feeds' words: English with the code, German and Arabic each a chunk of their own. */
export const feedsMessages = defineMessages(en, {
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
