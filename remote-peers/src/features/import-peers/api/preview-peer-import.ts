import { apiPaths, peerImportPreviewSchema, type PeerImportPreview } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { formOf } from '../utils/file-form';

/** The server checks every row of the sheet and saves nothing. */
export async function previewPeerImport(client: AxiosInstance, file: Blob): Promise<PeerImportPreview> {
  const { data } = await client.post(apiPaths.peers.importPreview, formOf(file));
  return peerImportPreviewSchema.parse(data);
}

export function usePreviewPeerImport() {
  const client = useApiClient();
  return (file: Blob) => previewPeerImport(client, file);
}
