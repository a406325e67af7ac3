import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { getCoverage } from '../api/leave-api';
import { leaveKeys } from '../api/leave-query-keys';

/** Who else is away while the request would be, and the consensus answers; null id: nothing to load. */
export function useCoverage(id: string | null) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: leaveKeys.coverage(id ?? ''),
    queryFn: () => getCoverage(client, id!),
    enabled: Boolean(id),
  });
}
