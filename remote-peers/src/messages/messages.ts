import { defineMessages, type Translate } from '@timely/shared-ui';
import type en from './en.json';

/** The peers remote's messages: one chunk per language, English included. */
export const peersMessages = defineMessages<typeof en>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});

/** `t` handed to code outside a component (column builders, labels). */
export type PeersTranslate = Translate<typeof peersMessages>;
