import { useMessages } from '@timely/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, myWorkDaysSchema, type MyWorkDays, type PlanWorkDayBody, type WorkMode } from '@timely/contract';
import { queryKeys, useApiClient, useErrorText } from '@timely/shared-auth';
import { App } from 'antd';
import type { AxiosInstance } from 'axios';
import { accountKeys } from './account-query-keys';
import { accountMessages } from '../messages/messages';

/** Plans one of those days (or clears it with `mode: null`); answers the fortnight as it now is. */
export async function planWorkDay(client: AxiosInstance, day: string, body: PlanWorkDayBody): Promise<MyWorkDays> {
  const response = await client.put(apiPaths.meWorkDay(day), body);
  return myWorkDaysSchema.parse(response.data);
}

/** Plans a day: the card shows the server's fortnight and the Overview's week chart refetches; a refusal is told. */
export function usePlanWorkDay() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const t = useMessages(accountMessages);
  return useMutation({
    mutationFn: ({ day, mode }: { day: string; mode: WorkMode | null }) => planWorkDay(client, day, { mode }),
    onSuccess: (fortnight) => {
      queryClient.setQueryData(accountKeys.workDays, fortnight);
      void queryClient.invalidateQueries({ queryKey: queryKeys.overview });
    },
    onError: (error) => void message.error(t('workDays.notSaved', { reason: errorText(error) })),
  });
}
