import type { QueryClient } from '@tanstack/react-query';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** After a change to an option list: forms read the offered lists; the settings screen reads the managed ones. */
export async function refreshOptionLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: peersKeys.companyOptionLists }),
    queryClient.invalidateQueries({ queryKey: peersKeys.options }),
  ]);
}
