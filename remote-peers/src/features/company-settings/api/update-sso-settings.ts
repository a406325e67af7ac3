import { useQueryClient } from '@tanstack/react-query';
import {
  ssoPaths,
  ssoSettingsSchema,
  updateSsoSettingsBodySchema,
  type SsoSettings,
  type UpdateSsoSettingsBody,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function updateSsoSettings(client: AxiosInstance, body: UpdateSsoSettingsBody): Promise<SsoSettings> {
  return ssoSettingsSchema.parse((await client.patch(ssoPaths.settings, updateSsoSettingsBodySchema.parse(body))).data);
}

/** Saves the single sign-on settings and keeps the server's answer (a refused save throws, for the form to show). */
export function useUpdateSsoSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (body: UpdateSsoSettingsBody) => {
    const settings = await updateSsoSettings(client, body);
    return queryClient.setQueryData(peersKeys.ssoSettings, settings);
  };
}
