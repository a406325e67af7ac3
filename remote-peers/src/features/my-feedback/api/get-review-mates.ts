import { queryOptions } from '@tanstack/react-query';
import { apiPaths, reviewMatesSchema, type ReviewMates } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function getReviewMates(client: AxiosInstance): Promise<ReviewMates> {
  const { data } = await client.get(apiPaths.reviews.mates);
  return reviewMatesSchema.parse(data);
}

export function reviewMatesQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: peersKeys.mates, queryFn: () => getReviewMates(client) });
}

/** Who the user may rate, per shared project, with this month's reviews marked. */
export function useReviewMates() {
  const client = useApiClient();
  return useEagerQuery(reviewMatesQuery(client));
}
