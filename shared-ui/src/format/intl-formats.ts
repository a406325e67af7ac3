import { onPortalLocaleChange, portalLanguage, portalLocale } from './portal-locale';
import { loadLanguage, translatorOf } from '../i18n/use-messages';
import { sharedUiMessages } from '../messages/messages';

/**
 * Intl formatters, built once per locale and options. Building one reads the locale's data (about a tenth
 * of a millisecond here), and a table formats every cell anew on each render: the KPI table spent ~15 ms
 * of a first visit building formatters. A bad option or time zone throws as `new Intl.*` would.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

// Every formatter below takes an optional locale; without one it is the portal's (the user's language,
// portal-locale.ts), so a screen formats in German or Arabic without passing the language around.

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, (shown) => new Intl.NumberFormat(shown, options));
}

export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, (shown) => new Intl.DateTimeFormat(shown, options));
}

export function relativeTimeFormat(
  locale: string | undefined,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return cached(relativeTimeFormats, locale, options, (shown) => new Intl.RelativeTimeFormat(shown, options));
}

function cached<Format>(
  formats: Map<string, Format>,
  locale: string | undefined,
  options: object,
  build: (locale: string | undefined) => Format,
): Format {
  const shown = locale ?? portalLocale();
  const key = `${shown ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = build(shown);
    formats.set(key, format);
  }
  return format;
}

/** `timeZone` if this browser knows it, else undefined (its own zone): a profile may name a zone it lacks. */
export function knownTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    dateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/**
 * A moment as the user reads it, "12 Mar 2026, 14:05": the portal's locale and their profile's time
 * zone (the screens' docs in docs/: no hard-coded zone); a zone this browser does not know falls back to its own.
 */
export function formatMoment(iso: string, timeZone: string | undefined, locale?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: knownTimeZone(timeZone) }).format(
    new Date(iso),
  );
}

/** "Mon, Nov 23" for a calendar day (YYYY-MM-DD, no time zone: formatted in UTC, it never shifts with the viewer's zone). */
export function formatWeekday(day: string, locale?: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

/**
 * A calendar day (YYYY-MM-DD) as every screen shows it: the user's locale, medium style ("Nov 26, 2026",
 * "26 Nov 2026"). The one date style of the portal: tables, pages, pickers and error messages. Formatted in
 * UTC, so a day never shifts with the viewer's zone.
 */
export function formatDate(day: string, locale?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(utcDay(day));
}

/** A day that may be missing (no end date, no ETA): the date, or a dash. */
export function formatDay(day: string | null | undefined, locale?: string): string {
  return day ? formatDate(day, locale) : '—';
}

/** The same with its weekday, where the day of the week matters ("Thu, Nov 26, 2026"). */
export function formatDateWithWeekday(day: string, locale?: string): string {
  return dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(day));
}

/** A month (YYYY-MM) in the same style: "November 2026". */
export function formatMonthOf(month: string, locale?: string): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDay(`${month}-01`));
}

/** A month (YYYY-MM) where space is short, a chart's axis: "Nov 26", "nov. 26", in the same locale. */
export function formatShortMonthOf(month: string, locale?: string): string {
  return dateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(utcDay(`${month}-01`));
}

/** Every ISO day (YYYY-MM-DD) inside a sentence, in the portal's date style: for messages the API wrote. */
export function formatDatesIn(text: string, locale?: string): string {
  return text.replace(/\b(\d{4}-\d{2}-\d{2})(?![\dT:])/g, (day) =>
    Number.isNaN(utcDay(day).getTime()) ? day : formatDate(day, locale),
  );
}

type PickedDay = { format(template: string): string };

const DAYJS_TOKENS: Partial<Record<Intl.DateTimeFormatPartTypes, Record<string, string>>> = {
  day: { numeric: 'D', '2-digit': 'DD' },
  month: { short: 'MMM', long: 'MMMM', numeric: 'M', '2-digit': 'MM' },
  year: { numeric: 'YYYY' },
};

/**
 * The portal's date style as a dayjs pattern ("MMM D, YYYY" in en-US, "D MMM YYYY" in en-GB), read off
 * the reader's locale. A picker needs a pattern, not a function: antd makes the input read-only for a
 * function format, and a person could no longer type a day.
 */
export function pickerPattern(options: Intl.DateTimeFormatOptions, locale?: string): string {
  const format = dateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const resolved = format.resolvedOptions() as Intl.ResolvedDateTimeFormatOptions & Record<string, string | undefined>;
  return format
    .formatToParts(new Date(Date.UTC(2031, 0, 15)))
    .map((part) => DAYJS_TOKENS[part.type]?.[resolved[part.type] ?? ''] ?? `[${part.value}]`)
    .join('');
}

/**
 * antd DatePicker `format`s in the portal's date style: the first shows the picked value and reads typed
 * text, the ISO one still lets a person type a day as the API writes it. Rebuilt in place when the
 * language changes, so every picker keeps the one array it was given.
 */
export const DATE_PICKER_FORMAT: string[] = [];
export const WEEK_PICKER_FORMAT: Array<(value: PickedDay) => string> = [];
export const MONTH_PICKER_FORMAT: string[] = [];

/**
 * A week picker's format, "Week of <its first day>", for weeks that start where `weekStart` says (the
 * contract's `companyWeek(…).weekStart` for the company's week); WEEK_PICKER_FORMAT's weeks start on Monday.
 */
export function weekPickerFormat(weekStart: (day: string) => string): Array<(value: PickedDay) => string> {
  return [
    (value) =>
      translatorOf(sharedUiMessages, portalLanguage() ?? 'en')('picker.weekOf', {
        day: formatDate(weekStart(value.format('YYYY-MM-DD'))),
      }),
  ];
}

function buildPickerFormats(): void {
  const spoken = portalLanguage();
  const language = spoken ?? 'en';
  // "Week of Nov 23, 2026": antd calls a week picker's format outside React, so its words are looked up at each
  // call (the portal switches language once every catalog it has, shared-ui's among them, has that language's
  // words); nothing downloads before the shell names a language
  if (spoken) void loadLanguage(sharedUiMessages, spoken).catch(() => undefined);
  DATE_PICKER_FORMAT.splice(
    0,
    Infinity,
    pickerPattern({ day: 'numeric', month: 'short', year: 'numeric' }),
    'YYYY-MM-DD',
  );
  WEEK_PICKER_FORMAT.splice(0, Infinity, (value) =>
    translatorOf(sharedUiMessages, language)('picker.weekOf', {
      day: formatDate(mondayOf(value.format('YYYY-MM-DD'))),
    }),
  );
  MONTH_PICKER_FORMAT.splice(0, Infinity, pickerPattern({ month: 'long', year: 'numeric' }), 'YYYY-MM');
}
buildPickerFormats();
onPortalLocaleChange(buildPickerFormats);

function utcDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

function mondayOf(day: string): string {
  const date = utcDay(day);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * A percentage (18.2 for 18.2 %) in the reader's locale's own style ("18.2%", "18,2 %"): the sign stays
 * with its number in right-to-left text, where "18.2 %" read as "% 18.2".
 */
export function formatPercentOf(value: number, locale?: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** A day where the year goes without saying (a column of weeks): "Oct 26", "26 Oct", in the same style. */
export function formatDayMonth(day: string, locale?: string): string {
  return dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(utcDay(day));
}
