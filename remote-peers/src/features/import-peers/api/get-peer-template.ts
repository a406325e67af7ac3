import { apiPaths } from '@timely/contract';
import { useApiDownload } from '@timely/shared-auth/downloads';

/** Saves the CSV template, with the company's own option names in its example rows, as peers-template.csv. */
export function useDownloadPeerTemplate() {
  const download = useApiDownload();
  return async () => void (await download(apiPaths.peers.importTemplate, {}, 'peers-template.csv'));
}
