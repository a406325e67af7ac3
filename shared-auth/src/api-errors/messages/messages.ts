import { defineMessages } from '@timely/shared-ui';
import type en from './en.json';

/**
 * The API's messages by code (`api.<code>`, English from the contract's catalog) and the labels of the fields
 * they name (`field.<name>`): a catalog of its own, so a language's messages download only once an error shows them.
 */
export const apiErrorMessages = defineMessages<typeof en>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  ar: () => import('./ar.json'),
});
