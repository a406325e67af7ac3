import {
  apiPaths,
  feedbackReportSchema,
  reviewMatesSchema,
  reviewSchema,
  type CreateReviewBody,
  type FeedbackReport,
  type FeedbackReportQuery,
  type MyFeedbackQuery,
  type Review,
  type ReviewMates,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getFeedbackReport(client: AxiosInstance, query: FeedbackReportQuery): Promise<FeedbackReport> {
  const { data } = await client.get(apiPaths.reviews.list, { params: query });
  return feedbackReportSchema.parse(data);
}

export async function getMyFeedback(client: AxiosInstance, query: MyFeedbackQuery): Promise<FeedbackReport> {
  const { data } = await client.get(apiPaths.reviews.mine, { params: query });
  return feedbackReportSchema.parse(data);
}

export async function getReviewMates(client: AxiosInstance): Promise<ReviewMates> {
  const { data } = await client.get(apiPaths.reviews.mates);
  return reviewMatesSchema.parse(data);
}

export async function createReview(client: AxiosInstance, body: CreateReviewBody): Promise<Review> {
  const { data } = await client.post(apiPaths.reviews.list, body);
  return reviewSchema.parse(data);
}
