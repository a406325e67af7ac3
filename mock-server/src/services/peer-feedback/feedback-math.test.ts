import {
  monthIn,
  monthsBetween,
  nextMonthStart,
  summarise,
  summariseByMonth,
  type ScoredReview,
} from './feedback-math.js';

const review = (
  reviewerId: string,
  month: string,
  score: number,
  overrides: Partial<ScoredReview> = {},
): ScoredReview => ({
  reviewerId,
  month,
  dependability: score,
  impact: score,
  teamplay: score,
  competence: score,
  ownership: score,
  ...overrides,
});

describe('the 3-reviewer threshold', () => {
  it('hides averages behind two reviewers, even with many reviews', () => {
    const reviews = [
      review('a', '2030-01', 5),
      review('a', '2030-02', 4),
      review('b', '2030-01', 3),
      review('b', '2030-02', 2),
    ];
    expect(summarise(reviews)).toEqual({ averages: null });
  });
  it('shows averages of every review once three people stand behind them', () => {
    // dependability: (5 + 4 + 2 + 1) / 4 = 3; impact: (5 + 4 + 2 + 2) / 4 = 3.25
    const reviews = [
      review('a', '2030-01', 5),
      review('a', '2030-02', 4),
      review('b', '2030-01', 2),
      review('c', '2030-01', 1, { impact: 2 }),
    ];
    expect(summarise(reviews)).toEqual({
      reviewCount: 4,
      reviewerCount: 3,
      averages: { dependability: 3, impact: 3.25, teamplay: 3, competence: 3, ownership: 3 },
    });
  });
  it('rounds to two decimals', () => {
    expect(summarise([review('a', 'm', 5), review('b', 'm', 4), review('c', 'm', 4)]).averages?.impact).toBe(4.33);
  });
  it('applies the threshold to each month on its own', () => {
    const reviews = [
      review('a', '2030-01', 5),
      review('b', '2030-01', 4),
      review('c', '2030-01', 3),
      review('a', '2030-02', 1),
      review('b', '2030-02', 1),
    ];
    const months = summariseByMonth(reviews, '2029-12-15', '2030-02-10');
    expect(months.map((month) => [month.month, month.reviewerCount, month.averages?.impact ?? null])).toEqual([
      ['2029-12', undefined, null],
      ['2030-01', 3, 4],
      ['2030-02', undefined, null],
    ]);
  });
});

describe('months', () => {
  it('lists every month of a range across a new year', () => {
    expect(monthsBetween('2029-11-30', '2030-02-01')).toEqual(['2029-11', '2029-12', '2030-01', '2030-02']);
  });
  it("takes the month in the reviewer's time zone", () => {
    const instant = new Date('2030-01-31T23:30:00Z');
    expect(monthIn(instant, 'UTC')).toBe('2030-01');
    expect(monthIn(instant, 'Asia/Kolkata')).toBe('2030-02');
    expect(nextMonthStart('2030-12')).toBe('2031-01-01');
  });
});
