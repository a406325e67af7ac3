import { demoApiPaths, demoChangedEmailsResponseSchema, type DemoEmail, type DemoMailFolder } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useMailChange } from './use-mail-change';

/** Moves mails to a folder; answers them as they are now. */
export async function moveMails(client: AxiosInstance, ids: number[], folder: DemoMailFolder): Promise<DemoEmail[]> {
  const response = await client.post(demoApiPaths.moveMails, { selectedEmails: ids, mailFolder: folder });
  return demoChangedEmailsResponseSchema.parse(response.data).emails;
}

export function useMoveMails() {
  return useMailChange<{ ids: number[]; folder: DemoMailFolder }>({
    send: (client, { ids, folder }) => moveMails(client, ids, folder),
    ids: ({ ids }) => ids,
    change:
      ({ folder }) =>
      (mail) => ({ ...mail, mailFolder: folder }),
  });
}
