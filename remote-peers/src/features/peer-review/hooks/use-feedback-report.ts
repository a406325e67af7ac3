import { keepPreviousData } from '@tanstack/react-query';
import type { FeedbackReportQuery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { peersKeys } from '../../../common/api/peers-query-keys';
import { getFeedbackReport } from '../../../common/api/reviews-api';

/** A peer's 360 report; every filter is part of the key, so each change refetches. */
export function useFeedbackReport(query: FeedbackReportQuery | null) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: peersKeys.report(query ?? {}),
    queryFn: () => getFeedbackReport(client, query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
