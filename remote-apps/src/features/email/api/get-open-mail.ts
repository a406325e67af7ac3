import { useQueryClient } from '@tanstack/react-query';
import type { DemoEmail } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { emailKeys } from './email-query-keys';
import { mailsQuery } from './get-mails';

/**
 * The open mail, found in its list (the demo API has no read of one mail). It stays shown when a change takes
 * it out of the list (unstarred in Starred): it is null only when the list never held it.
 */
export function useOpenMail(id: number, filter: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useEagerQuery({
    queryKey: emailKeys.mail(id),
    queryFn: async (): Promise<DemoEmail | null> => {
      const mails = await queryClient.fetchQuery({ ...mailsQuery(client, filter), staleTime: 1_000 });
      return mails.find((mail) => mail.id === id) ?? queryClient.getQueryData<DemoEmail>(emailKeys.mail(id)) ?? null;
    },
    initialData: () => queryClient.getQueryData<DemoEmail[]>(emailKeys.mails(filter))?.find((mail) => mail.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(emailKeys.mails(filter))?.dataUpdatedAt,
  });
}
