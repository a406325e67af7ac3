import { queryOptions } from '@tanstack/react-query';
import { demoApiPaths, demoMailsResponseSchema, type DemoEmail } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { emailKeys } from './email-query-keys';

/** The mails of a folder, of `starred` or of a label, newest first. */
export async function getMails(client: AxiosInstance, filter: string): Promise<DemoEmail[]> {
  const response = await client.get(demoApiPaths.mails, { params: { filter } });
  return demoMailsResponseSchema.parse(response.data).emails;
}

export function mailsQuery(client: AxiosInstance, filter: string) {
  return queryOptions({ queryKey: emailKeys.mails(filter), queryFn: () => getMails(client, filter) });
}

export function useMails(filter: string) {
  const client = useApiClient();
  return useEagerQuery(mailsQuery(client, filter));
}
