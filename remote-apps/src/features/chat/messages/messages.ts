import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/** The chat app's messages, a catalog of its own (keys `chat.…`), downloaded with its screens. */
export const chatMessages = defineMessages<typeof en>({
  en: () => import(/* webpackChunkName: "apps-chat-words-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "apps-chat-words-de" */ './de.json'),
  ar: () => import(/* webpackChunkName: "apps-chat-words-ar" */ './ar.json'),
});
