import { apiPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { downloadFile } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';

/** The CSV template, with the company's own option names in its example rows. */
export async function getPeerTemplate(client: AxiosInstance): Promise<string> {
  const { data } = await client.get<string>(apiPaths.peers.importTemplate, { responseType: 'text' });
  return data;
}

/** Saves the template as peers-template.csv. */
export function useDownloadPeerTemplate() {
  const client = useApiClient();
  return async () => downloadFile(await getPeerTemplate(client), 'peers-template.csv');
}
