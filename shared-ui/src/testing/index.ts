/** Helpers for the apps' component tests (never imported by a build). */
export { inLanguage } from './in-language';
