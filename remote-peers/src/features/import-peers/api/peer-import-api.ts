import {
  apiPaths,
  peerImportPreviewSchema,
  peerImportResultSchema,
  type PeerImportPreview,
  type PeerImportResult,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

const formOf = (file: Blob) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** The server checks every row of the sheet and saves nothing. */
export async function previewPeerImport(client: AxiosInstance, file: Blob): Promise<PeerImportPreview> {
  const { data } = await client.post(apiPaths.peers.importPreview, formOf(file));
  return peerImportPreviewSchema.parse(data);
}

/** The same file again: the server checks it again and adds the valid rows together, inviting each peer. */
export async function importPeers(client: AxiosInstance, file: Blob): Promise<PeerImportResult> {
  const { data } = await client.post(apiPaths.peers.import, formOf(file));
  return peerImportResultSchema.parse(data);
}

/** The CSV template, with the company's own option names in its example rows. */
export async function getPeerTemplate(client: AxiosInstance): Promise<string> {
  const { data } = await client.get<string>(apiPaths.peers.importTemplate, { responseType: 'text' });
  return data;
}
