import {
  DATE_PICKER_FORMAT,
  formatDate,
  formatMoment,
  MONTH_PICKER_FORMAT,
  numberFormat,
  relativeTimeFormat,
  WEEK_PICKER_FORMAT,
} from './intl-formats';
import { portalLocale, setPortalLanguage } from './portal-locale';
import { loadLanguage } from '../i18n/use-messages';
import { sharedUiMessages } from '../messages/messages';

const picked = (day: string) => ({ format: () => day });

afterEach(() => setPortalLanguage('en', ['en-US']));

it("formats dates, numbers and relative times in the portal's language, the browser's variant of it first", () => {
  setPortalLanguage('de', ['de-AT', 'en-US']);
  expect(portalLocale()).toBe('de-AT');
  setPortalLanguage('de', ['en-US', 'de-DE']);
  expect(portalLocale()).toBe('de-DE');
  expect(formatDate('2026-11-27')).toBe('27.11.2026');
  expect(numberFormat(undefined).format(1234.5)).toBe('1.234,5');
  expect(relativeTimeFormat(undefined, { numeric: 'auto' }).format(-1, 'day')).toBe('gestern');
  expect(formatMoment('2026-03-10T23:30:00.000Z', 'Europe/Berlin')).toBe('11.03.2026, 00:30');

  setPortalLanguage('ar', ['en-GB']);
  expect(portalLocale()).toBe('ar');
  expect(formatDate('2026-11-27')).toBe(
    new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 27)),
  );
  expect(relativeTimeFormat(undefined, { numeric: 'auto' }).format(-1, 'day')).toBe('أمس');

  setPortalLanguage('en', ['en-GB']);
  expect(formatDate('2026-11-27')).toBe('27 Nov 2026');
  // an explicit locale still wins
  expect(formatDate('2026-11-27', 'en-US')).toBe('Nov 27, 2026');
});

it("rebuilds the pickers' formats in place when the language changes", async () => {
  setPortalLanguage('en', ['en-US']);
  const dateFormat = DATE_PICKER_FORMAT;
  expect([...DATE_PICKER_FORMAT]).toEqual(['MMM[ ]D[, ]YYYY', 'YYYY-MM-DD']);
  expect(WEEK_PICKER_FORMAT[0]?.(picked('2026-11-27'))).toBe('Week of Nov 23, 2026');

  setPortalLanguage('de', ['de-DE']);
  await loadLanguage(sharedUiMessages, 'de'); // the week's messages: shared-ui's catalog, asked for on the change
  expect(DATE_PICKER_FORMAT).toBe(dateFormat);
  expect(DATE_PICKER_FORMAT[0]).toBe(
    new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short', year: 'numeric' })
      .formatToParts(new Date(Date.UTC(2031, 0, 15)))
      .map((part) => ({ day: 'D', month: 'MMM', year: 'YYYY' })[part.type as 'day'] ?? `[${part.value}]`)
      .join(''),
  );
  expect(DATE_PICKER_FORMAT[1]).toBe('YYYY-MM-DD');
  expect(MONTH_PICKER_FORMAT[0]).toBe('MMMM[ ]YYYY');
  expect(WEEK_PICKER_FORMAT[0]?.(picked('2026-11-27'))).toBe('Woche vom 23.11.2026');
});
