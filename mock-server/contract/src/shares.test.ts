import { sharePercents } from './shares.js';

const sum = (shares: Array<number | null>) => Math.round((shares as number[]).reduce((a, b) => a + b, 0) * 10);

it('gives equal counts equal shares that still add up to 100', () => {
  // the overview's day with 8 at the office, 8 working from home and 14 on field
  expect(sharePercents([8, 8, 14])).toEqual([26.7, 26.7, 46.6]);
  expect(sharePercents([4, 1, 1])).toEqual([66.6, 16.7, 16.7]);
  expect(sum(sharePercents([8, 8, 14]))).toBe(1000);
  expect(sum(sharePercents([4, 1, 1]))).toBe(1000);
});

it('keeps equal counts equal when no equal rounding adds up (one third each)', () => {
  expect(sharePercents([1, 1, 1])).toEqual([33.3, 33.3, 33.3]);
});

it('gives worked numbers for a real day and nulls when nobody counts (no division by zero)', () => {
  expect(sharePercents([12, 9, 3])).toEqual([50, 37.5, 12.5]);
  expect(sharePercents([0, 5, 0])).toEqual([0, 100, 0]);
  expect(sharePercents([0, 0, 0])).toEqual([null, null, null]);
});

it('adds up for many random counts, equal counts always equal', () => {
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let round = 0; round < 500; round += 1) {
    const counts = Array.from({ length: 2 + Math.floor(random() * 4) }, () => Math.floor(random() * 12));
    const shares = sharePercents(counts);
    if (counts.every((count) => count === 0)) continue;
    counts.forEach((count, i) => counts.forEach((other, j) => count === other && expect(shares[i]).toBe(shares[j])));
    expect(sum(shares)).toBeLessThanOrEqual(1000);
    expect(sum(shares)).toBeGreaterThan(1000 - counts.length);
  }
});
