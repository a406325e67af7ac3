import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewBody, MyFeedbackQuery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { peersKeys } from '../../../common/api/peers-query-keys';
import { createReview, getMyFeedback, getReviewMates } from '../../../common/api/reviews-api';

/** The signed-in user's own report. */
export function useMyFeedback(query: MyFeedbackQuery) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: peersKeys.mine(query),
    queryFn: () => getMyFeedback(client, query),
    placeholderData: keepPreviousData,
  });
}

/** Who the user may rate, per shared project, with this month's reviews marked. */
export function useReviewMates() {
  const client = useApiClient();
  return useEagerQuery({ queryKey: peersKeys.mates, queryFn: () => getReviewMates(client) });
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
