import { firstPagePaths, refreshResponseSchema, type RefreshResponse } from '@timely/contract/first-page';
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { toApiError } from './api-error';

export type ApiClientOptions = {
  baseURL: string;
  /** The current tokens, read at each request (from the jotai store). */
  getTokens: () => { token: string; refreshToken: string } | null;
  /**
   * The pair as the browser's storage holds it now, which another tab of the portal may have rotated
   * since this one read it. Left out, only this tab's pair is known.
   */
  getStoredTokens?: () => { token: string; refreshToken: string } | null;
  /** A refresh succeeded: store the new pair. */
  onTokensRefreshed: (tokens: Pick<RefreshResponse, 'token' | 'refreshToken'>) => void;
  /** The session is over (a 401 that a refresh could not cure): sign out. Nothing else signs out. */
  onUnauthorized: () => void;
  /** Milliseconds before a request gives up; the spec's 0 (never) leaves users staring at spinners. */
  timeout?: number;
};

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A call that carries its own credential instead of the session (the TV dashboard's link key): no
     * Authorization header is sent, and its 401 neither refreshes nor signs the user out.
     */
    anonymous?: boolean;
  }
}

/**
 * The one HTTP client of the portal. Sends the token as a Bearer header (never in a body or URL),
 * refreshes it once on a 401, turns every failure into an ApiError, and shows no messages itself.
 */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const client = axios.create({ baseURL: options.baseURL, timeout: options.timeout ?? 15_000 });
  let refreshing: Promise<boolean> | null = null;
  // A refused refresh token stays refused: a 401 that arrives after its refresh was refused, but before
  // the sign-out has cleared the session, signs out too instead of asking again
  let refusedRefreshToken: string | null = null;

  client.interceptors.request.use((config) => {
    const tokens = options.getTokens();
    if (tokens && !config.anonymous) config.headers.set('Authorization', `Bearer ${tokens.token}`);
    return config;
  });

  const refresh = () =>
    oneTabAtATime(async (): Promise<boolean> => {
      const tokens = options.getTokens();
      if (!tokens || tokens.refreshToken === refusedRefreshToken) return false;
      // Each refresh token works once and a spent one ends the session, so a tab must never spend the token
      // another tab has already replaced: it takes that tab's new pair instead.
      const stored = options.getStoredTokens?.();
      if (stored && stored.refreshToken !== tokens.refreshToken) {
        options.onTokensRefreshed(stored);
        return true;
      }
      try {
        const response = await axios.post(
          firstPagePaths.auth.refresh,
          { refreshToken: tokens.refreshToken },
          { baseURL: options.baseURL, timeout: options.timeout ?? 15_000 },
        );
        options.onTokensRefreshed(refreshResponseSchema.parse(response.data));
        return true;
      } catch (error) {
        const apiError = toApiError(error);
        // only a refused refresh ends the session; an unreachable server keeps the user's work
        if (apiError.status === 401) {
          refusedRefreshToken = tokens.refreshToken;
          return false;
        }
        throw apiError;
      }
    });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    // a download (responseType blob) refused: its error envelope is JSON inside the blob
    if (axios.isAxiosError(error) && error.response?.data instanceof Blob && /json/.test(error.response.data.type)) {
      try {
        error.response.data = JSON.parse(await blobText(error.response.data)) as unknown;
      } catch {
        // not JSON after all: the status alone says what happened
      }
    }
    const apiError = toApiError(error);
    const config = axios.isAxiosError(error) ? (error.config as RetriableConfig | undefined) : undefined;
    const isAuthCall = config?.url === firstPagePaths.auth.login || config?.url === firstPagePaths.auth.refresh;
    if (apiError.status === 401 && config && !isAuthCall && !config.anonymous && options.getTokens()) {
      if (!config._retried) {
        refreshing ??= refresh().finally(() => {
          refreshing = null;
        });
        if (await refreshing) {
          config._retried = true;
          return client.request(config);
        }
      }
      options.onUnauthorized();
    }
    throw apiError;
  });
  return client;
}

/**
 * Runs a refresh while holding a lock every tab of this origin shares (Web Locks), so two tabs whose
 * tokens expire together refresh one after the other and the second finds the first one's pair.
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request('timely-token-refresh', work) as Promise<T>) : work();
}

/** A blob's text (FileReader where a browser's Blob has no text()). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}
