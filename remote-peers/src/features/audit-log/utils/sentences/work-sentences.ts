import { formatMonthOf } from '@timely/shared-ui';
import type { AuditEntry } from '@timely/contract';
import { changedFieldsText } from './changed-fields';
import { actorOf, labelHead, type SentenceContext, type Sayings } from './sentence-context';

// the server labels a month's KPIs "Acme · 2026-11"
function monthOf(entry: AuditEntry, c: SentenceContext): string {
  const month = /(\d{4}-\d{2})$/.exec(entry.target.label)?.[1];
  return month ? formatMonthOf(month, c.locale) : entry.target.label;
}

const plain = (key: Parameters<SentenceContext['t']>[0]) => (entry: AuditEntry, c: SentenceContext) =>
  c.t(key, { actor: actorOf(entry, c), target: entry.target.label });

/** Projects, sprints, KPIs and their records, saved views. */
export const workSayings = {
  'project.created': plain('audit.say.project.created'),
  'project.updated': (entry, c) =>
    c.t('audit.say.project.updated', {
      actor: actorOf(entry, c),
      target: entry.target.label,
      fields: changedFieldsText(entry, c),
    }),
  'project.deleted': plain('audit.say.project.deleted'),
  'sprint.deleted': plain('audit.say.sprint.deleted'),
  'kpi.org_month_saved': (entry, c) =>
    c.t('audit.say.kpi.org_month_saved', { actor: actorOf(entry, c), month: monthOf(entry, c) }),
  'kpi.project_month_saved': (entry, c) =>
    c.t('audit.say.kpi.project_month_saved', {
      actor: actorOf(entry, c),
      target: labelHead(entry.target.label),
      month: monthOf(entry, c),
    }),
  'kpi_record.created': plain('audit.say.kpi_record.created'),
  'kpi_record.updated': (entry, c) =>
    c.t('audit.say.kpi_record.updated', {
      actor: actorOf(entry, c),
      target: entry.target.label,
      fields: changedFieldsText(entry, c),
    }),
  'kpi_record.deleted': plain('audit.say.kpi_record.deleted'),
  'saved_view.updated': (entry, c) =>
    c.t('audit.say.saved_view.updated', {
      actor: actorOf(entry, c),
      target: entry.target.label,
      fields: changedFieldsText(entry, c),
    }),
  'saved_view.deleted': plain('audit.say.saved_view.deleted'),
} satisfies Sayings;
