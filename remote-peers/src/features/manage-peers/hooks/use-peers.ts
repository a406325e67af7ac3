import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListPeersQuery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { peersKeys } from '../../../common/api/peers-query-keys';
import { getPeers } from '../../../common/api/peers-api';
import { deletePeer, restorePeer, resendInvitation, revokeInvitation } from '../api/peers-api';

/** One page of the directory; the previous page stays on screen while the next loads. */
export function usePeers(query: ListPeersQuery) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: peersKeys.directory(query),
    queryFn: () => getPeers(client, query),
    placeholderData: keepPreviousData,
  });
}

/** Delete and restore (the undo), each refreshing every list of this remote. */
export function usePeerRemoval() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: peersKeys.all });
  return {
    remove: useMutation({ mutationFn: (id: string) => deletePeer(client, id), onSuccess: refresh }),
    restore: useMutation({ mutationFn: (id: string) => restorePeer(client, id), onSuccess: refresh }),
  };
}

/** Resend and revoke an invitation (level3), each refreshing every list of this remote. */
export function usePeerInvitation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: peersKeys.all });
  return {
    resend: useMutation({ mutationFn: (id: string) => resendInvitation(client, id), onSuccess: refresh }),
    revoke: useMutation({ mutationFn: (id: string) => revokeInvitation(client, id), onSuccess: refresh }),
  };
}
