import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiTokenListSchema,
  apiTokenPaths,
  createdApiTokenSchema,
  type ApiTokenList,
  type CreateApiTokenBody,
  type CreatedApiToken,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
// its own key, not in accountKeys: that module travels with the sign-in page
const API_TOKENS_KEY = ['me', 'api-tokens'] as const;

/** The user's API tokens (never their secrets), newest first, with the most one may hold. */
export async function getApiTokens(client: AxiosInstance): Promise<ApiTokenList> {
  return apiTokenListSchema.parse((await client.get(apiTokenPaths.mine)).data);
}

export function useApiTokens() {
  const client = useApiClient();
  return useEagerQuery(queryOptions({ queryKey: API_TOKENS_KEY, queryFn: () => getApiTokens(client) }));
}

/** A new token; the answer is the only time its secret is shown. */
export async function createApiToken(client: AxiosInstance, body: CreateApiTokenBody): Promise<CreatedApiToken> {
  return createdApiTokenSchema.parse((await client.post(apiTokenPaths.mine, body)).data);
}

export async function revokeApiToken(client: AxiosInstance, id: string): Promise<void> {
  await client.delete(apiTokenPaths.one(id));
}

/** Make and revoke tokens; the list is asked again after either. */
export function useApiTokenActions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY });
  const create = useMutation({
    mutationFn: (body: CreateApiTokenBody) => createApiToken(client, body),
    onSuccess: refresh,
  });
  const revoke = useMutation({ mutationFn: (id: string) => revokeApiToken(client, id), onSuccess: refresh });
  return { create, revoke };
}
