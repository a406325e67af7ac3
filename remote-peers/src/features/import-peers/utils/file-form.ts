import type { PeerImportMapping } from '@timely/contract';

/** A sheet as the server takes it: multipart, the matching of its columns (when chosen) before the file. */
export const formOf = (file: Blob, mapping?: PeerImportMapping | null) => {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file);
  return form;
};
