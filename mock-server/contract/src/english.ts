/**
 * The English the server writes, by code: every API message (error-codes.ts), what each notification says
 * (notification-english.ts) and the fields' labels (wording.ts). The entry `@timely/contract/english`, apart
 * from the main one so that no browser downloads it: the apps show the same codes in the reader's language.
 */
export * from './error-codes.js';
export * from './notification-english.js';
export * from './wording.js';
