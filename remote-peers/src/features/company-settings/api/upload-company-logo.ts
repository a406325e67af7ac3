import { useQueryClient } from '@tanstack/react-query';
import { apiPaths, companySettingsSchema, type CompanySettings } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** Uploads the company's logo (multipart `file`, checked as a profile picture); answers the settings with its address. */
export async function uploadCompanyLogo(client: AxiosInstance, file: Blob): Promise<CompanySettings> {
  const form = new FormData();
  form.append('file', file);
  return companySettingsSchema.parse((await client.post(apiPaths.company.logo, form)).data);
}

/** Uploads the logo and puts the server's answer in the cache; answers the settings. */
export function useUploadCompanyLogo() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (file: Blob) => {
    const settings = await uploadCompanyLogo(client, file);
    queryClient.setQueryData(peersKeys.companySettings, settings);
    return settings;
  };
}
