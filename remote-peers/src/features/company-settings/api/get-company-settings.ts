import { queryOptions } from '@tanstack/react-query';
import { apiPaths, companySettingsSchema, type CompanySettings } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function getCompanySettings(client: AxiosInstance): Promise<CompanySettings> {
  return companySettingsSchema.parse((await client.get(apiPaths.company.settings)).data);
}

export function companySettingsQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: peersKeys.companySettings, queryFn: () => getCompanySettings(client) });
}

/** The company's name, logo, time zone and working week. */
export function useCompanySettings() {
  const client = useApiClient();
  return useEagerQuery(companySettingsQuery(client));
}
