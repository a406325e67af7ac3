import { useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  companySettingsSchema,
  updateCompanySettingsBodySchema,
  type CompanySettings,
  type UpdateCompanySettingsBody,
} from '@timely/contract';
import { queryKeys, useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function updateCompanySettings(
  client: AxiosInstance,
  body: UpdateCompanySettingsBody,
): Promise<CompanySettings> {
  return companySettingsSchema.parse(
    (await client.patch(apiPaths.company.settings, updateCompanySettingsBodySchema.parse(body))).data,
  );
}

/**
 * Saves the settings and puts the server's answer in the cache (a refused save throws, for the form to show).
 * The host's sidebar asks again whether the demo apps are offered, so the Apps switch shows at once.
 */
export function useUpdateCompanySettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (body: UpdateCompanySettingsBody) => {
    const saved = queryClient.setQueryData(peersKeys.companySettings, await updateCompanySettings(client, body));
    void queryClient.invalidateQueries({ queryKey: queryKeys.appsAvailability });
    return saved;
  };
}
