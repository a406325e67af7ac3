import {
  acceptInvitationBodySchema,
  loginResponseSchema,
  type AcceptInvitationBody,
  type LoginResponse,
  invitationPaths,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';

/** Accepts an invitation with the chosen password and language; answers a session, as a sign-in does. */
export async function acceptInvitation(client: AxiosInstance, body: AcceptInvitationBody): Promise<LoginResponse> {
  return loginResponseSchema.parse(
    (await client.post(invitationPaths.accept, acceptInvitationBodySchema.parse(body), { anonymous: true })).data,
  );
}

/** Answers the new session (the page stores it); a refusal (a dead link, a weak password) throws. */
export function useAcceptInvitation() {
  const client = useApiClient();
  return (body: AcceptInvitationBody) => acceptInvitation(client, body);
}
