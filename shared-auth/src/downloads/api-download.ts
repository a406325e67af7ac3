import { downloadFile } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { useApiClient } from '@timely/shared-auth';

/** The name a Content-Disposition gives a file: `filename*` (RFC 5987, UTF-8) first, else `filename`. */
export function fileNameOf(disposition: unknown): string | undefined {
  if (typeof disposition !== 'string') return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // a broken encoding: the plain name below
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(disposition)?.[1]?.trim();
}

/** The query as the API reads it: nothing empty, a repeated filter as `type=bug&type=story`. */
function cleanParams(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).filter(
      ([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  );
}

/**
 * The one way the apps save a file from the API: asked with the session's token (no plain link can carry
 * it), saved under the name the server gives it (`fallbackName` when it gives none). Answers that name.
 */
export async function downloadFromApi(
  client: AxiosInstance,
  path: string,
  params: Record<string, unknown> = {},
  fallbackName = 'download',
): Promise<string> {
  const response = await client.get<Blob>(path, {
    params: cleanParams(params),
    paramsSerializer: { indexes: null },
    responseType: 'blob',
  });
  const name = fileNameOf(response.headers['content-disposition']) ?? fallbackName;
  downloadFile(response.data, name);
  return name;
}

/** downloadFromApi with the session's API client. */
export function useApiDownload() {
  const client = useApiClient();
  return (path: string, params?: Record<string, unknown>, fallbackName?: string) =>
    downloadFromApi(client, path, params, fallbackName);
}
