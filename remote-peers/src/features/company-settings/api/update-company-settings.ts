import { useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  companySettingsSchema,
  updateCompanySettingsBodySchema,
  type CompanySettings,
  type UpdateCompanySettingsBody,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
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

/** Saves the settings and puts the server's answer in the cache (a refused save throws, for the form to show). */
export function useUpdateCompanySettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (body: UpdateCompanySettingsBody) =>
    queryClient.setQueryData(peersKeys.companySettings, await updateCompanySettings(client, body));
}
