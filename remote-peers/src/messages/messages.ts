import { defineMessages, type Translate } from '@timely/shared-ui';
import en from './en.json';

/** The peers remote's words: English with the code, German and Arabic each a chunk of their own. */
export const peersMessages = defineMessages(en, {
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});

/** `t` handed to code outside a component (column builders, labels). */
export type PeersTranslate = Translate<typeof peersMessages>;
