import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DemoEmail } from '@timely/contract';
import { useApiClient, useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import type { AxiosInstance } from 'axios';
import { emailKeys } from './email-query-keys';
import { changeMailsInCache, restoreMailCache } from '../utils/mail-cache';
import { emailMessages } from '../messages/messages';

type MailChange<Variables> = {
  send: (client: AxiosInstance, variables: Variables) => Promise<unknown>;
  /** The mails the change touches. */
  ids: (variables: Variables) => readonly number[];
  /** What each becomes, shown at once; the server's answer follows. */
  change: (variables: Variables) => (mail: DemoEmail) => DemoEmail;
};

/**
 * A write to the mailbox, optimistic: every cached list and the open mail show the change at once; when the
 * server refuses, they go back to what they were and a message says why. Once the last pending change is
 * answered, the lists load again from the server.
 */
export function useMailChange<Variables>({ send, ids, change }: MailChange<Variables>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const t = useMessages(emailMessages);
  return useMutation({
    mutationKey: emailKeys.all,
    mutationFn: (variables: Variables) => send(client, variables),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: emailKeys.all });
      return changeMailsInCache(queryClient, ids(variables), change(variables));
    },
    onError: (error, _variables, snapshot) => {
      if (snapshot) restoreMailCache(queryClient, snapshot);
      void message.error(t('email.failed', { reason: errorText(error) }));
    },
    onSettled: async () => {
      // another change still on its way would be overwritten by a list loaded before the server applied it
      if (queryClient.isMutating({ mutationKey: emailKeys.all }) === 1) {
        await queryClient.invalidateQueries({ queryKey: emailKeys.all });
      }
    },
  });
}
