import { demoApiPaths, demoChangedEmailsResponseSchema, type DemoEmail } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useMailChange } from './use-mail-change';

/** Marks mails unread (`unread` true) or read; answers them as they are now. */
export async function markUnread(client: AxiosInstance, ids: number[], unread: boolean): Promise<DemoEmail[]> {
  const response = await client.post(demoApiPaths.markUnread, { emailIds: ids, unreadFlag: unread });
  return demoChangedEmailsResponseSchema.parse(response.data).emails;
}

export function useMarkUnread() {
  return useMailChange<{ ids: number[]; unread: boolean }>({
    send: (client, { ids, unread }) => markUnread(client, ids, unread),
    ids: ({ ids }) => ids,
    change:
      ({ unread }) =>
      (mail) => ({ ...mail, unread }),
  });
}
