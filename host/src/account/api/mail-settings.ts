import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { jobPaths, mailSettingsSchema, type MailSettings } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
// its own key, not in accountKeys: that module travels with the sign-in page
const MAIL_SETTINGS_KEY = ['me', 'mail-settings'] as const;

/** Whether the manager or admin gets the weekly digest. */
export async function getMailSettings(client: AxiosInstance): Promise<MailSettings> {
  return mailSettingsSchema.parse((await client.get(jobPaths.mailSettings)).data);
}

export function useMailSettings() {
  const client = useApiClient();
  return useEagerQuery(queryOptions({ queryKey: MAIL_SETTINGS_KEY, queryFn: () => getMailSettings(client) }));
}

export function useSaveMailSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: MailSettings) =>
      mailSettingsSchema.parse((await client.put(jobPaths.mailSettings, settings)).data),
    onSuccess: (saved) => queryClient.setQueryData(MAIL_SETTINGS_KEY, saved),
  });
}
