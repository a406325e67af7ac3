import { useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  companySettingsSchema,
  updateCompanySettingsBodySchema,
  type CompanySettings,
  type UpdateCompanySettingsBody,
} from '@timely/contract';
import { queryKeys, sessionUserAtom, sessionUserUpdatedAtom, useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { useAtomValue, useSetAtom } from 'jotai';
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
 * The host's sidebar asks again whether the demo apps are offered, so the Apps switch shows at once, and the
 * admin's own session takes the working week, so their screens follow the company's new week at once.
 */
export function useUpdateCompanySettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const user = useAtomValue(sessionUserAtom);
  const sessionUpdated = useSetAtom(sessionUserUpdatedAtom);
  return async (body: UpdateCompanySettingsBody) => {
    const settings = await updateCompanySettings(client, body);
    const saved = queryClient.setQueryData(peersKeys.companySettings, settings);
    void queryClient.invalidateQueries({ queryKey: queryKeys.appsAvailability });
    if (user) sessionUpdated({ ...user, companyWorkingDays: settings.workingDays });
    return saved;
  };
}
