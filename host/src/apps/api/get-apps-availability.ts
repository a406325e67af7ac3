import { queryOptions } from '@tanstack/react-query';
import { firstPagePaths, appsAvailabilitySchema, type AppsAvailability } from '@timely/contract/first-page';
import { isSignedInAtom, queryKeys, useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { useAtomValue } from 'jotai';

export async function getAppsAvailability(client: AxiosInstance): Promise<AppsAvailability> {
  const response = await client.get(firstPagePaths.appsAvailability);
  return appsAvailabilitySchema.parse(response.data);
}

export function appsAvailabilityQuery(client: AxiosInstance) {
  return queryOptions({
    queryKey: queryKeys.appsAvailability,
    queryFn: () => getAppsAvailability(client),
    // the server's DEMO_API and the company's switch change rarely; the settings screen refreshes it on a change
    staleTime: 5 * 60_000,
  });
}

/**
 * Whether the demo apps (remote-apps, docs/apps.md) are offered to the signed-in user: the API knows
 * (DEMO_API, the company's hideApps). Asked once signed in; the sidebar and the apps' routes read it.
 */
export function useAppsAvailability() {
  const client = useApiClient();
  const signedIn = useAtomValue(isSignedInAtom);
  return useEagerQuery({ ...appsAvailabilityQuery(client), enabled: signedIn });
}
