import { demoPopularityOf } from '@timely/contract';

// §4: 75 or more success; 55 to 74 primary; 35 to 54 warning; 0 to 34 danger; anything else 0 with danger.
describe('the popularity-to-colour rule', () => {
  it.each([
    [100, 'success'],
    [75, 'success'],
    [150, 'success'],
    [74.9, 'primary'],
    [55, 'primary'],
    [54, 'warning'],
    [35, 'warning'],
    [34.9, 'danger'],
    [0, 'danger'],
  ] as const)('gives %p the colour %s and keeps the value', (value, color) => {
    expect(demoPopularityOf(value)).toEqual({ popValue: value, color });
  });

  it.each([-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])('gives 0 with danger for %p', (value) => {
    expect(demoPopularityOf(value)).toEqual({ popValue: 0, color: 'danger' });
  });
});
