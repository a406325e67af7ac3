import { demoApiPaths, demoChangedEmailsResponseSchema, type DemoEmail, type DemoEmailLabel } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useMailChange } from './use-mail-change';

/** Toggles a label on each mail (added where absent, removed where present); answers them as they are now. */
export async function setLabels(client: AxiosInstance, ids: number[], label: DemoEmailLabel): Promise<DemoEmail[]> {
  const response = await client.post(demoApiPaths.setLabels, { emailIds: ids, label });
  return demoChangedEmailsResponseSchema.parse(response.data).emails;
}

export function useSetLabels() {
  return useMailChange<{ ids: number[]; label: DemoEmailLabel }>({
    send: (client, { ids, label }) => setLabels(client, ids, label),
    ids: ({ ids }) => ids,
    change:
      ({ label }) =>
      (mail) => ({
        ...mail,
        labels: mail.labels.includes(label) ? mail.labels.filter((other) => other !== label) : [...mail.labels, label],
      }),
  });
}
