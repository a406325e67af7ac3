import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { refreshOptionLists } from '../utils/option-lists-cache';

export async function recolourLabel(client: AxiosInstance, id: string, colour: string): Promise<void> {
  await client.patch(apiPaths.options.byId('labels', id), { colour });
}

/** Saves a label's new colour, then refreshes the managed and the offered option lists. */
export function useRecolourLabel() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (id: string, colour: string) => {
    await recolourLabel(client, id, colour);
    await refreshOptionLists(queryClient);
  };
}
