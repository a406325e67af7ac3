/**
 * `@timely/shared-auth/downloads`: what people take away (a file saved from the API, the Export menu, Print).
 * An entry of its own, bundled by each app that shows one, so that the first page (which loads shared-auth
 * whole) does not carry them; it reaches the session through the package's main entry, the one shared copy.
 */
export { downloadFromApi, fileNameOf, useApiDownload } from './api-download';
export { ExportButton } from './export-button';
export { PrintButton, printPage } from './print-button';
