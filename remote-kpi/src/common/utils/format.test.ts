import { formatDay, formatMonth, formatNps, formatNpsTarget, formatPercent, monthIn } from './format';

it('reads a month in the user time zone, not the browser one', () => {
  // 31 March 23:30 UTC is already April in Kolkata (UTC+5:30) and still March in New York
  const moment = new Date('2026-03-31T23:30:00Z');
  expect(monthIn('Asia/Kolkata', moment)).toBe('2026-04');
  expect(monthIn('America/New_York', moment)).toBe('2026-03');
  expect(monthIn('Not/AZone', moment)).toMatch(/^2026-0[34]$/);
});

it('shows calendar dates and months without shifting them by a zone', () => {
  expect(formatDay('2026-03-01')).toContain('2026');
  expect(formatDay('2026-03-01')).toMatch(/1/);
  expect(formatMonth('2026-03')).toMatch(/2026/);
  expect(formatDay(null)).toBe('—');
});

it('signs NPS and keeps missing values visible as a dash', () => {
  expect(formatNps(20)).toBe('+20');
  expect(formatNps(0)).toBe('0');
  expect(formatNps(null)).toBe('—');
  expect(formatPercent(null)).toBe('—');
});

it('shows an eNPS or cNPS target on the scale of the value it is compared with', () => {
  const survey = { value: 6, source: 'survey', entered: null, nps: 20, responses: 10 } as const;
  const entered = { value: 9, source: 'entered', entered: 9, nps: null, responses: 0 } as const;
  expect(formatNpsTarget(7.5, survey)).toBe('+50');
  expect(formatNpsTarget(5, survey)).toBe('0');
  expect(formatNpsTarget(7.5, entered)).toBe('7.5');
  expect(formatNpsTarget(8, { ...entered, value: null, source: null, entered: null })).toBe('8.0');
});
