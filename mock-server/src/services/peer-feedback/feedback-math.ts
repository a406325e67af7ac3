import { FEEDBACK_PARAMETERS, MIN_DISTINCT_REVIEWERS, type FeedbackAverages, type FeedbackMonth, type FeedbackSummary } from '../../contract/index.js';

/** One stored review, as the averages need it (the reviewer only to count distinct ones). */
export type ScoredReview = { reviewerId: string; month: string } & FeedbackAverages;

/**
 * Averages of each parameter over the reviews, two decimals, shown only when at least
 * MIN_DISTINCT_REVIEWERS different people wrote them: one reviewer's three reviews are still one voice.
 */
export function summarise(reviews: readonly ScoredReview[]): FeedbackSummary {
  const reviewerCount = new Set(reviews.map((review) => review.reviewerId)).size;
  if (reviewerCount < MIN_DISTINCT_REVIEWERS) return { reviewCount: reviews.length, reviewerCount, averages: null };
  const averages = Object.fromEntries(
    FEEDBACK_PARAMETERS.map((parameter) => [parameter, Math.round((reviews.reduce((sum, review) => sum + review[parameter], 0) / reviews.length) * 100) / 100]),
  ) as FeedbackAverages;
  return { reviewCount: reviews.length, reviewerCount, averages };
}

/** Every month from..to (YYYY-MM), each summarised on its own under the same threshold. */
export function summariseByMonth(reviews: readonly ScoredReview[], from: string, to: string): FeedbackMonth[] {
  return monthsBetween(from, to).map((month) => ({ month, ...summarise(reviews.filter((review) => review.month === month)) }));
}

export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** The calendar month (YYYY-MM) of an instant in a time zone: the once-a-month rule follows the reviewer's clock. */
export function monthIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The first of the month after `month` (YYYY-MM), as a readable date for the refusal message. */
export function nextMonthStart(month: string): string {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
}
