import { queryOptions } from '@tanstack/react-query';
import { demoApiPaths, type DemoUser, demoUsersListResponseSchema } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { usersKeys } from './users-query-keys';

export async function getUsers(client: AxiosInstance): Promise<DemoUser[]> {
  const response = await client.get(demoApiPaths.usersList);
  return demoUsersListResponseSchema.parse(response.data);
}

export function usersQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: usersKeys.list(), queryFn: () => getUsers(client) });
}

/** The ~50 demo users, whole: the list filters, sorts and pages them in the browser. */
export function useUsers() {
  const client = useApiClient();
  return useEagerQuery(usersQuery(client));
}

/** One user of the same answer (`null` when the list has no such id), so view → edit → view asks once. */
export function useUser(id: number) {
  const client = useApiClient();
  return useEagerQuery({
    ...usersQuery(client),
    select: (users: DemoUser[]) => users.find((user) => user.id === id) ?? null,
  });
}
