import { apiPaths, peerImportPreviewSchema, type PeerImportMapping, type PeerImportPreview } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { formOf } from '../utils/file-form';

/** The server matches the sheet's columns (as chosen, when `mapping` is given), checks every row and saves nothing. */
export async function previewPeerImport(
  client: AxiosInstance,
  file: Blob,
  mapping?: PeerImportMapping | null,
): Promise<PeerImportPreview> {
  const { data } = await client.post(apiPaths.peers.importPreview, formOf(file, mapping));
  return peerImportPreviewSchema.parse(data);
}

export function usePreviewPeerImport() {
  const client = useApiClient();
  return (file: Blob, mapping?: PeerImportMapping | null) => previewPeerImport(client, file, mapping);
}
