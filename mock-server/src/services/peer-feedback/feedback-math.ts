import {
  FEEDBACK_PARAMETERS,
  MIN_DISTINCT_REVIEWERS,
  type FeedbackAverages,
  type FeedbackMonth,
  type FeedbackSummary,
} from '@timely/contract';

/** One stored review, as the averages need it (the reviewer only to count distinct ones). */
export type ScoredReview = { reviewerId: string; month: string } & FeedbackAverages;

/**
 * Averages of each parameter over the reviews, two decimals, shown only when at least
 * MIN_DISTINCT_REVIEWERS different people wrote them: one reviewer's three reviews are still one voice.
 * Below that the counts are left out too: whatever filter leaves fewer reviewers shows nothing countable.
 */
export function summarise(reviews: readonly ScoredReview[]): FeedbackSummary {
  const reviewerCount = new Set(reviews.map((review) => review.reviewerId)).size;
  if (reviewerCount < MIN_DISTINCT_REVIEWERS) return { averages: null };
  const averages = Object.fromEntries(
    FEEDBACK_PARAMETERS.map((parameter) => [
      parameter,
      Math.round((reviews.reduce((sum, review) => sum + review[parameter], 0) / reviews.length) * 100) / 100,
    ]),
  ) as FeedbackAverages;
  return { reviewCount: reviews.length, reviewerCount, averages };
}

/** Every month from..to (YYYY-MM), each summarised on its own under the same threshold. */
export function summariseByMonth(reviews: readonly ScoredReview[], from: string, to: string): FeedbackMonth[] {
  return monthsBetween(from, to).map((month) => ({
    month,
    ...summarise(reviews.filter((review) => review.month === month)),
  }));
}

/** The longest month walk: the product's window of dates (2000–2100) and a little. */
const MAX_MONTHS = 1_300;

/** Every month from..to (YYYY-MM), counted rather than compared as text, so no input can make it run on. */
export function monthsBetween(from: string, to: string): string[] {
  const index = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  const first = index(from);
  const count = index(to) - first + 1;
  if (!Number.isInteger(count) || count > MAX_MONTHS)
    throw new RangeError(`a walk of ${count} months (${from} to ${to}) is longer than ${MAX_MONTHS}`);
  return Array.from(
    { length: Math.max(0, count) },
    (_, n) =>
      `${String(Math.floor((first + n) / 12)).padStart(4, '0')}-${String(((first + n) % 12) + 1).padStart(2, '0')}`,
  );
}

/** The calendar month (YYYY-MM) of an instant in a time zone: the once-a-month rule follows the reviewer's clock. */
export function monthIn(instant: Date, timeZone: string): string {
  const parts = formatterIn(timeZone, 'month').formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return formatterIn(timeZone, 'day').format(instant);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per time zone and kind, built on first use: building one costs far more than formatting
 * with it, and a 360 report asks for days dozens of times (docs/performance.md). The zones are the
 * ones people saved (each checked by Intl when saved; one Intl refuses throws before it is kept).
 */
function formatterIn(timeZone: string, kind: 'month' | 'day'): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      ...(kind === 'day' ? { day: '2-digit' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The first of the month after `month` (YYYY-MM), as a readable date for the refusal message. */
export function nextMonthStart(month: string): string {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
}
