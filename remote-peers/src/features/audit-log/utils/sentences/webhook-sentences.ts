import type { AuditEntry } from '@timely/contract';
import { changedFieldsText } from './changed-fields';
import { actorOf, type SentenceContext, type Sayings } from './sentence-context';

const plain = (key: Parameters<SentenceContext['t']>[0]) => (entry: AuditEntry, c: SentenceContext) =>
  c.t(key, { actor: actorOf(entry, c), target: entry.target.label });

/** The company's webhooks (named by their address): added, changed, deleted, their secret rotated (never shown). */
export const webhookSayings = {
  'webhook.created': plain('audit.say.webhook.created'),
  'webhook.updated': (entry, c) =>
    c.t('audit.say.webhook.updated', {
      actor: actorOf(entry, c),
      target: entry.target.label,
      fields: changedFieldsText(entry, c),
    }),
  'webhook.deleted': plain('audit.say.webhook.deleted'),
  'webhook.secret_rotated': plain('audit.say.webhook.secret_rotated'),
} satisfies Sayings;
