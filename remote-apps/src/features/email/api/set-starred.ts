import { demoApiPaths, demoSetStarredResponseSchema, type DemoEmail } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useMailChange } from './use-mail-change';

/** Toggles a mail's star; answers the mail as it is now. */
export async function setStarred(client: AxiosInstance, mailId: number): Promise<DemoEmail> {
  const response = await client.post(demoApiPaths.setStarred, { mailId });
  return demoSetStarredResponseSchema.parse(response.data).email;
}

export function useSetStarred() {
  return useMailChange<{ mailId: number }>({
    send: (client, { mailId }) => setStarred(client, mailId),
    ids: ({ mailId }) => [mailId],
    change: () => (mail) => ({ ...mail, isStarred: !mail.isStarred }),
  });
}
