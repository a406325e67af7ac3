import { completionBand, formatRecurring, formatScore } from './format';

it('bands completion as PRODUCT.md says: ≤35 red, ≤70 amber, above green', () => {
  expect([0, 35, 35.1, 70, 70.1, 100].map(completionBand)).toEqual(['low', 'low', 'mid', 'mid', 'high', 'high']);
});

it('writes recurrence and scores for people', () => {
  expect(formatRecurring(6, 'month')).toBe('Yes, 6 months');
  expect(formatRecurring(1, 'week')).toBe('Yes, 1 week');
  expect(formatRecurring(null, 'week')).toBe('No');
  expect(formatScore(null)).toBe('—');
});
