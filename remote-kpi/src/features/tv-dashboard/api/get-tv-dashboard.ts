import { queryOptions } from '@tanstack/react-query';
import { apiPaths, TV_KEY_HEADER, tvDashboardSchema, type TvDashboard } from '@timely/contract';
import { ApiError, isTransientError, useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { kpiKeys } from '../../../common/api/kpi-query-keys';

const TV_REFRESH_MS = 60_000;
/** A wall screen has nobody to press Retry, so a transient failure is tried a few times, not once. */
const TV_RETRIES = 3;

/**
 * The dashboard a TV link opens. The link's key is the credential, sent in a header (never in the API
 * URL); the call is anonymous, so a revoked key never signs out a user who happens to be signed in.
 */
export async function getTvDashboard(client: AxiosInstance, key: string): Promise<TvDashboard> {
  const { data } = await client.get(apiPaths.kpis.tv, { headers: { [TV_KEY_HEADER]: key }, anonymous: true });
  return tvDashboardSchema.parse(data);
}

/**
 * The dashboard, refreshed every minute even when the screen is not focused. A refused key (401: revoked,
 * unknown or expired) is final
 * and stops the refresh; failures are retried by the portal's rule (network and 5xx, never another 4xx),
 * and the last good data stays on screen meanwhile.
 */
export function tvDashboardQuery(client: AxiosInstance, key: string) {
  return queryOptions({
    queryKey: kpiKeys.tv(key),
    queryFn: () => getTvDashboard(client, key),
    enabled: key !== '',
    refetchInterval: (query) => (isRevoked(query.state.error) ? false : TV_REFRESH_MS),
    refetchIntervalInBackground: true,
    retry: retryTvDashboard,
  });
}

export function useTvDashboard(key: string) {
  const client = useApiClient();
  return useEagerQuery(tvDashboardQuery(client, key));
}

/** react-query's `retry` for the wall screen: the portal's transient failures only, up to TV_RETRIES. */
export function retryTvDashboard(failureCount: number, error: Error): boolean {
  return failureCount < TV_RETRIES && isTransientError(error);
}

export function isRevoked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** A refusal of a link past its term, or whose creator is no longer a company admin (401 `kpi.tvLinkExpired`). */
export function isExpired(error: unknown): boolean {
  return isRevoked(error) && (error as ApiError).apiCode === 'kpi.tvLinkExpired';
}
