import { useMessages } from '@timely/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstPagePaths, preferencesSchema, type Preferences } from '@timely/contract/first-page';
import {
  PREFERENCES_KEY,
  readCachedPreferences,
  useApiClient,
  writeCachedPreferences,
  useErrorText,
} from '@timely/shared-auth';
import { App } from 'antd';
import type { AxiosInstance } from 'axios';
import { hostMessages } from '../../messages/messages';

export async function savePreferences(client: AxiosInstance, preferences: Preferences): Promise<Preferences> {
  const response = await client.put(firstPagePaths.mePreferences, preferences);
  return preferencesSchema.parse(response.data);
}

/**
 * Saves a change at once on screen and then on the server. If the server refuses or cannot be reached,
 * the previous choice comes back and the user is told why.
 */
export function useSavePreferences(): (next: Preferences) => void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const t = useMessages(hostMessages);
  const mutation = useMutation({
    mutationFn: (next: Preferences) => savePreferences(client, next),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: PREFERENCES_KEY });
      const previous = queryClient.getQueryData<Preferences>(PREFERENCES_KEY);
      queryClient.setQueryData(PREFERENCES_KEY, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context) queryClient.setQueryData(PREFERENCES_KEY, context.previous ?? readCachedPreferences());
      void message.error(t('customizer.notSaved', { reason: errorText(error) }));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(PREFERENCES_KEY, saved);
      writeCachedPreferences(saved);
    },
  });
  return mutation.mutate;
}
