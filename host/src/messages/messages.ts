import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/**
 * The host's messages: each language in one chunk with the other messages a first page needs (shared-auth's,
 * shared-ui's and, but for English, antd's), one request instead of several; only the language shown downloads.
 */
export const hostMessages = defineMessages<typeof en>({
  en: () => import(/* webpackChunkName: "portal-words-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "portal-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "portal-words-ar" */ './ar.json'),
});
