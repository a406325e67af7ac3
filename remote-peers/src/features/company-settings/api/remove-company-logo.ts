import { useQueryClient } from '@tanstack/react-query';
import { apiPaths, companySettingsSchema, type CompanySettings } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function removeCompanyLogo(client: AxiosInstance): Promise<CompanySettings> {
  return companySettingsSchema.parse((await client.delete(apiPaths.company.logo)).data);
}

/** Removes the logo and puts the server's answer in the cache; answers the settings. */
export function useRemoveCompanyLogo() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async () => {
    const settings = await removeCompanyLogo(client);
    queryClient.setQueryData(peersKeys.companySettings, settings);
    return settings;
  };
}
