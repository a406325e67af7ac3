import { dateTimeFormat, numberFormat } from './intl-formats';

it('builds one formatter per locale and options, and formats as a new one would', () => {
  const money = numberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  expect(numberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })).toBe(money);
  expect(money.format(1234.5)).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(1234.5));
  // other options or another locale: another formatter
  expect(numberFormat('en-GB', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).not.toBe(money);
  expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })).not.toBe(money);
  const day = dateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  expect(dateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' })).toBe(day);
});

it('throws on a time zone the runtime does not know, and caches nothing for it', () => {
  expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
});
