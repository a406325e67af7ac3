import type { FastifyRequest } from 'fastify';

/**
 * The API's own origin as the caller reached it (or PUBLIC_API_URL), so that picture links in answers
 * work from any app's origin: the portal runs on other ports than the API.
 */
function publicBaseUrl(request: FastifyRequest): string {
  const configured = request.server.config.publicApiUrl;
  if (configured) return configured;
  return `${request.protocol}://${request.host}`;
}

/** A stored picture path (`/v2/avatars/…`) as an absolute URL, or null. */
export function absoluteUrl(request: FastifyRequest, path: string | null): string | null {
  if (!path) return null;
  return /^https?:\/\//.test(path) ? path : `${publicBaseUrl(request)}${path}`;
}
