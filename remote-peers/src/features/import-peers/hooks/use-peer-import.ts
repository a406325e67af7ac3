import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@timely/shared-auth';
import { downloadFile } from '@timely/shared-ui';
import { peersKeys } from '../../../common/api/peers-query-keys';
import { getPeerTemplate, importPeers, previewPeerImport } from '../api/peer-import-api';

/** The three calls of the import screen; an import refreshes every list of this remote (the directory shows the new peers). */
export function usePeerImport() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return {
    preview: (file: Blob) => previewPeerImport(client, file),
    commit: async (file: Blob) => {
      const result = await importPeers(client, file);
      await queryClient.invalidateQueries({ queryKey: peersKeys.all });
      return result;
    },
    downloadTemplate: async () => downloadFile(await getPeerTemplate(client), 'peers-template.csv'),
  };
}
