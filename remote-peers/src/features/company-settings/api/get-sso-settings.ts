import { queryOptions } from '@tanstack/react-query';
import { ssoPaths, ssoSettingsSchema, type SsoSettings } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function getSsoSettings(client: AxiosInstance): Promise<SsoSettings> {
  return ssoSettingsSchema.parse((await client.get(ssoPaths.settings)).data);
}

/** The company's single sign-on: provider, domains and sign-in rules (the client secret only as set or not). */
export function useSsoSettings() {
  const client = useApiClient();
  return useEagerQuery(queryOptions({ queryKey: peersKeys.ssoSettings, queryFn: () => getSsoSettings(client) }));
}
