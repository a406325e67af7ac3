import { ApiError, useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { kpiKeys } from '../../../common/api/kpi-query-keys';
import { getTvDashboard } from '../api/get-tv-dashboard';

const TV_REFRESH_MS = 60_000;

/**
 * The dashboard, refreshed every minute even when the screen is not focused. A refused key (401) is final
 * and not retried; other failures are retried and the last good data stays on screen meanwhile.
 */
export function useTvDashboard(key: string) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: kpiKeys.tv(key),
    queryFn: () => getTvDashboard(client, key),
    enabled: key !== '',
    refetchInterval: (query) => (isRevoked(query.state.error) ? false : TV_REFRESH_MS),
    refetchIntervalInBackground: true,
    retry: (failures, error) => !isRevoked(error) && failures < 3,
  });
}

export function isRevoked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
