/** The token of a consensus link as its owner reads it in a notification: `/consensus#token=…`. */
export function consensusTokenOf(link: string): string {
  const token = new URLSearchParams(new URL(link, 'http://portal').hash.slice(1)).get('token');
  if (!token) throw new Error(`not a consensus link: ${link}`);
  return token;
}
