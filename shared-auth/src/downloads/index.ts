/**
 * `@timely/shared-auth/downloads`: saving a file from the API and the Export menu. An entry of its own, bundled
 * by each app that shows one, so that the first page (which loads shared-auth whole) does not carry them; it
 * reaches the session through the package's main entry, the one shared copy.
 */
export { downloadFromApi, fileNameOf, useApiDownload } from './api-download';
export { ExportButton } from './export-button';
