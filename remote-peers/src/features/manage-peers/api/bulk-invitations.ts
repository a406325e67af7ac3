import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkInvitationsResultSchema, type BulkInvitationsResult, invitationPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export type BulkInvitationAction = 'resend' | 'revoke';

/** Resends or revokes the invitations of several peers at once (level3): the peers done, and those skipped with why. */
export async function bulkInvitations(
  client: AxiosInstance,
  action: BulkInvitationAction,
  ids: readonly string[],
): Promise<BulkInvitationsResult> {
  const path = action === 'resend' ? invitationPaths.resend : invitationPaths.revoke;
  const { data } = await client.post(path, { ids });
  return bulkInvitationsResultSchema.parse(data);
}

/** Refreshes every list of this remote (and the invitation summary). */
export function useBulkInvitations() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: BulkInvitationAction; ids: readonly string[] }) =>
      bulkInvitations(client, action, ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peersKeys.all }),
  });
}
