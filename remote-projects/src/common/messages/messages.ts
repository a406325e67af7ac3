import { defineMessages } from '@timely/shared-ui';
import en from './en.json';

/** The score gauge's words, apart from the remote's book: the Overview shows the gauge on the first screen. */
export const commonMessages = defineMessages(en, {
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
