import { queryOptions } from '@tanstack/react-query';
import {
  firstPagePaths,
  leaderboardSchema,
  type Leaderboard,
  type LeaderboardQuery,
} from '@timely/contract/first-page';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { overviewKeys } from './overview-query-keys';

/** A period, or `from` and `to` (inclusive days) instead of it; optionally one job role. */
export async function getLeaderboard(client: AxiosInstance, params: LeaderboardQuery): Promise<Leaderboard> {
  return leaderboardSchema.parse((await client.get(firstPagePaths.overview.leaderboard, { params })).data);
}

export function leaderboardQuery(client: AxiosInstance, params: LeaderboardQuery) {
  return queryOptions({ queryKey: overviewKeys.leaderboard(params), queryFn: () => getLeaderboard(client, params) });
}

export function useLeaderboard(params: LeaderboardQuery) {
  const client = useApiClient();
  return useEagerQuery(leaderboardQuery(client, params));
}
