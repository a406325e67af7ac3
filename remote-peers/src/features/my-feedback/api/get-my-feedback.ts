import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths, feedbackReportSchema, type FeedbackReport, type MyFeedbackQuery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function getMyFeedback(client: AxiosInstance, query: MyFeedbackQuery): Promise<FeedbackReport> {
  const { data } = await client.get(apiPaths.reviews.mine, { params: query });
  return feedbackReportSchema.parse(data);
}

export function myFeedbackQuery(client: AxiosInstance, query: MyFeedbackQuery) {
  return queryOptions({ queryKey: peersKeys.mine(query), queryFn: () => getMyFeedback(client, query) });
}

/** The signed-in user's own report. */
export function useMyFeedback(query: MyFeedbackQuery) {
  const client = useApiClient();
  return useEagerQuery({ ...myFeedbackQuery(client, query), placeholderData: keepPreviousData });
}
