import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, reviewSchema, type CreateReviewBody, type Review } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function createReview(client: AxiosInstance, body: CreateReviewBody): Promise<Review> {
  const { data } = await client.post(apiPaths.reviews.list, body);
  return reviewSchema.parse(data);
}

/** Sends a review; the mates list refreshes so the project shows as done this month. */
export function useCreateReview() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewBody) => createReview(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peersKeys.all }),
  });
}
