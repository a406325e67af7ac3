import { defineMessages } from '../../i18n/use-messages';
import type en from './en.json';

/**
 * The portal's known screens' tab titles (`screen.<name>.title`) and menu labels (`screen.<name>.menu`):
 * the copy a remote's build publishes when its own messages lack them, and the host's words for the menu
 * of a remote it has never reached.
 */
export const screenNameMessages = defineMessages<typeof en>({
  en: () => import(/* webpackChunkName: "portal-words-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "portal-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "portal-words-ar" */ './ar.json'),
});
