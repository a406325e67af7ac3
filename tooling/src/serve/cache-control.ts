/** A built file whose name carries its content's hash (`1111.5c7aba42.js`, `antd-first.1ae1dd05.css`). */
const HASHED = /\.[0-9a-f]{8}\.(?:js|css)$/;

/**
 * Hashed files never change under their name, so the browser keeps them a year without asking again; the
 * first screens' stylesheet is among them, as a revalidation before it would hold up the first paint of every
 * visit. Entry files, manifests and the page itself are asked again every time.
 */
export function cacheControlOf(url: string): string {
  return HASHED.test(url.split('?')[0]!) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
