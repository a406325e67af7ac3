import {
  dateTimeFormat,
  formatMoment,
  formatWeekday,
  knownTimeZone,
  numberFormat,
  relativeTimeFormat,
} from './intl-formats';

it('builds one formatter per locale and options, and formats as a new one would', () => {
  const money = numberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  expect(numberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })).toBe(money);
  expect(money.format(1234.5)).toBe(
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(1234.5),
  );
  // other options or another locale: another formatter
  expect(numberFormat('en-GB', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).not.toBe(money);
  expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })).not.toBe(money);
  const day = dateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  expect(dateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' })).toBe(day);
  const ago = relativeTimeFormat('en', { numeric: 'auto' });
  expect(relativeTimeFormat('en', { numeric: 'auto' })).toBe(ago);
  expect(relativeTimeFormat('en', { numeric: 'always' })).not.toBe(ago);
  expect(ago.format(-1, 'day')).toBe('yesterday');
});

it('throws on a time zone the runtime does not know, each time it is asked', () => {
  expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
});

it("shows a moment in the user's time zone and locale, and a zone the browser does not know in its own", () => {
  const iso = '2026-03-10T23:30:00.000Z';
  expect(formatMoment(iso, 'Asia/Kolkata', 'en-GB')).toBe('11 Mar 2026, 05:00');
  expect(formatMoment(iso, 'America/New_York', 'en-US')).toBe('Mar 10, 2026, 7:30 PM');
  expect(formatMoment(iso, 'Mars/Olympus_Mons', 'en-GB')).toBe(formatMoment(iso, undefined, 'en-GB'));
  expect(knownTimeZone('Mars/Olympus_Mons')).toBeUndefined();
  expect(knownTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
});

it('names a calendar day by its weekday, the same day in any time zone', () => {
  expect(formatWeekday('2026-12-02', 'en-US')).toBe('Wed, Dec 2');
  expect(formatWeekday('2026-11-30', 'en-GB')).toBe('Mon 30 Nov');
});
