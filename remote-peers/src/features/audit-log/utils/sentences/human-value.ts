import { formatDate, formatMoment, numberFormat } from '@timely/shared-ui';
import type { PeersTranslate } from '../../../../messages/messages';
import type { SentenceContext } from './sentence-context';
import { fieldLabel } from './field-labels';
import { workingWeekText } from './working-days';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// a list in a sentence names this many items, then says how many more
const LISTED = 5;

/** The recorded codes the reader sees in words (levels, work modes, statuses, leave types). */
const CODES: Record<string, Parameters<PeersTranslate>[0]> = {
  level1: 'common.level.level1',
  level2: 'common.level.level2',
  level3: 'common.level.level3',
  office: 'common.workMode.office',
  wfh: 'common.workMode.wfh',
  field: 'common.workMode.field',
  pending: 'audit.code.pending',
  expired: 'audit.code.expired',
  revoked: 'audit.code.revoked',
  approved: 'audit.code.approved',
  rejected: 'audit.code.rejected',
  in_progress: 'audit.code.in_progress',
  cancelled: 'audit.code.cancelled',
  delivered: 'audit.code.delivered',
  on_hold: 'audit.code.on_hold',
  annual: 'audit.code.annual',
  sick: 'audit.code.sick',
  unpaid: 'audit.code.unpaid',
  other: 'audit.code.other',
  everyone: 'settings.peerFields.visibility.everyone',
  managers: 'settings.peerFields.visibility.managers',
  admins: 'settings.peerFields.visibility.admins',
  choice: 'settings.peerFields.type.choice',
  read: 'audit.code.read',
  write: 'audit.code.write',
};

/** An identifier, which says nothing to a reader: the entry only says that it changed. */
export const isReference = (value: unknown): boolean => typeof value === 'string' && UUID.test(value);

/**
 * One recorded value in the reader's words: a working week as a day range, days and moments in their
 * locale, yes or no, numbers with their separators, lists and records spelled out, never as JSON.
 */
export function humanValue(key: string, value: unknown, context: SentenceContext): string {
  const { t, locale, timeZone } = context;
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'workingDays' && Array.isArray(value))
    return workingWeekText(value as number[], locale) ?? t('audit.value.everyDay');
  if ((key === 'logoUrl' || key === 'avatarUrl') && typeof value === 'string') return t('audit.value.picture');
  // the server records only that a client secret was set or replaced, never the secret
  if (key === 'clientSecret') return t(value === 'changed' ? 'audit.value.secretChanged' : 'audit.value.secretSet');
  if (typeof value === 'boolean') return t(value ? 'audit.value.yes' : 'audit.value.no');
  if (typeof value === 'number') return numberFormat(locale).format(value);
  if (typeof value === 'string') {
    if (ISO_DAY.test(value)) return formatDate(value, locale);
    if (ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value))) return formatMoment(value, timeZone, locale);
    const code = CODES[value];
    return code ? t(code) : value;
  }
  if (Array.isArray(value))
    return listText(
      value.map((item) => itemText(item, context)),
      context,
    );
  if (typeof value === 'object') return recordText(value as Record<string, unknown>, context);
  return String(value);
}

/** "Christmas, Boxing Day and 3 more": a list in the reader's language, cut short after a few items. */
export function listText(items: string[], { t, locale }: Pick<SentenceContext, 't' | 'locale'>): string {
  if (!items.length) return '—';
  const format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  if (items.length <= LISTED) return format.format(items);
  return t('audit.value.more', {
    list: new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(items.slice(0, LISTED)),
    count: items.length - LISTED,
  });
}

// a holiday reads as its name and day; anything else of a list as its fields in words
function itemText(item: unknown, context: SentenceContext): string {
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    const { day, name } = item as { day?: unknown; name?: unknown };
    if (typeof day === 'string' && typeof name === 'string')
      return context.t('audit.value.holiday', { name, day: humanValue('day', day, context) });
    return recordText(item as Record<string, unknown>, context);
  }
  return humanValue('', item, context);
}

// "Days per year: 20, Carry-over cap: 5"
function recordText(record: Record<string, unknown>, context: SentenceContext): string {
  return Object.entries(record)
    .filter(([key]) => !key.startsWith('_'))
    .map(([key, value]) => `${fieldLabel(key, context.t)}: ${humanValue(key, value, context)}`)
    .join(', ');
}
