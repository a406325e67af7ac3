import { invitationLinkSchema, type InvitationLink, invitationPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';

/** What an invitation link is (public: no session is sent); the token goes in the body, never in a URL. */
export async function getInvitation(client: AxiosInstance, token: string): Promise<InvitationLink> {
  return invitationLinkSchema.parse((await client.post(invitationPaths.link, { token }, { anonymous: true })).data);
}

/** The Join page's link; asked once per token (a refetch is the page's to ask for, after a refused join). */
export function useInvitation(token: string | null) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: ['auth', 'invitation', token ?? ''],
    queryFn: () => getInvitation(client, token ?? ''),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
}
