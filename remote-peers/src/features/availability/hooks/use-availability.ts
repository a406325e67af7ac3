import { keepPreviousData } from '@tanstack/react-query';
import type { AvailabilityQuery, ReadyToOnboardQuery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { peersKeys } from '../../../common/api/peers-query-keys';
import { getAvailability, getReadyToOnboard } from '../api/availability-api';

/** The heatmap page for the filters; the previous one stays on screen while the next loads. */
export function useAvailability(query: AvailabilityQuery) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: peersKeys.availability(query),
    queryFn: () => getAvailability(client, query),
    placeholderData: keepPreviousData,
  });
}

export function useReadyToOnboard(query: ReadyToOnboardQuery) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: peersKeys.ready(query),
    queryFn: () => getReadyToOnboard(client, query),
    placeholderData: keepPreviousData,
  });
}
