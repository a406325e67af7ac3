import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths, feedbackReportSchema, type FeedbackReport, type FeedbackReportQuery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function getFeedbackReport(client: AxiosInstance, query: FeedbackReportQuery): Promise<FeedbackReport> {
  const { data } = await client.get(apiPaths.reviews.list, { params: query });
  return feedbackReportSchema.parse(data);
}

/** A peer's 360 report; every filter is part of the key, so each change refetches. */
export function feedbackReportQuery(client: AxiosInstance, query: FeedbackReportQuery | null) {
  return queryOptions({
    queryKey: peersKeys.report(query ?? {}),
    queryFn: () => getFeedbackReport(client, query!),
    enabled: query !== null,
  });
}

export function useFeedbackReport(query: FeedbackReportQuery | null) {
  const client = useApiClient();
  return useEagerQuery({ ...feedbackReportQuery(client, query), placeholderData: keepPreviousData });
}
