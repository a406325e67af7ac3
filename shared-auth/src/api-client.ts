import { apiPaths, refreshResponseSchema, type RefreshResponse } from '@timely/mock-server/contract';
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { toApiError } from './api-error';

export type ApiClientOptions = {
  baseURL: string;
  /** The current tokens, read at each request (from the jotai store). */
  getTokens: () => { token: string; refreshToken: string } | null;
  /** A refresh succeeded: store the new pair. */
  onTokensRefreshed: (tokens: RefreshResponse) => void;
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

  const refresh = async (): Promise<boolean> => {
    const tokens = options.getTokens();
    if (!tokens || tokens.refreshToken === refusedRefreshToken) return false;
    try {
      const response = await axios.post(apiPaths.auth.refresh, { refreshToken: tokens.refreshToken }, { baseURL: options.baseURL, timeout: options.timeout ?? 15_000 });
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
  };

  client.interceptors.response.use(undefined, async (error: unknown) => {
    const apiError = toApiError(error);
    const config = axios.isAxiosError(error) ? (error.config as RetriableConfig | undefined) : undefined;
    const isAuthCall = config?.url === apiPaths.auth.login || config?.url === apiPaths.auth.refresh;
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
