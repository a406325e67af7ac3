import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DemoUpdateUserBody,
  type DemoUser,
  demoUpdateUserResponseSchema,
  demoUsersUpdatePath,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { usersKeys } from './users-query-keys';

export async function updateUser(client: AxiosInstance, body: DemoUpdateUserBody): Promise<DemoUser> {
  const response = await client.post(demoUsersUpdatePath, body);
  return demoUpdateUserResponseSchema.parse(response.data).user;
}

/** Saves a user's changes; the saved user replaces the old one in the cached list at once. */
export function useUpdateUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...usersKeys.all, 'update'],
    mutationFn: (body: DemoUpdateUserBody) => updateUser(client, body),
    onSuccess: (saved) => {
      queryClient.setQueryData<DemoUser[]>(usersKeys.list(), (users) =>
        users?.map((user) => (user.id === saved.id ? saved : user)),
      );
      void queryClient.invalidateQueries({ queryKey: usersKeys.list() });
    },
  });
}
