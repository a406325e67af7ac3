import { npsOf, npsToTenScale } from './nps.js';

describe('NPS (eNPS, cNPS)', () => {
  it('is % of 9–10 minus % of 0–6 (a worked example)', () => {
    // 10 answers: promoters 10, 9, 9, 10, 9 (5 = 50 %); passives 8, 7 (2); detractors 6, 3, 2 (3 = 30 %)
    // eNPS = 50 − 30 = +20
    expect(npsOf([10, 9, 9, 8, 7, 6, 3, 10, 2, 9])).toEqual({
      nps: 20,
      promoters: 5,
      passives: 2,
      detractors: 3,
      total: 10,
    });
  });

  it('runs from −100 to +100, rounded to one decimal', () => {
    expect(npsOf([0, 6, 5]).nps).toBe(-100);
    expect(npsOf([9, 10]).nps).toBe(100);
    expect(npsOf([7, 8]).nps).toBe(0);
    // 1 promoter, 2 detractors of 3 → 33.33 − 66.67 = −33.3
    expect(npsOf([10, 1, 2]).nps).toBe(-33.3);
  });

  it('has no score without answers', () => {
    expect(npsOf([])).toEqual({ nps: null, promoters: 0, passives: 0, detractors: 0, total: 0 });
  });

  it('maps −100…100 onto the 0–10 scale that targets use', () => {
    expect(npsToTenScale(-100)).toBe(0);
    expect(npsToTenScale(0)).toBe(5);
    expect(npsToTenScale(20)).toBe(6);
    expect(npsToTenScale(100)).toBe(10);
  });
});
