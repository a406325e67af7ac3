import type { AuditEntry } from '@timely/contract';
import { changedFieldsText } from './changed-fields';
import { actorOf, type SentenceContext, type Sayings } from './sentence-context';

const plain = (key: Parameters<SentenceContext['t']>[0]) => (entry: AuditEntry, c: SentenceContext) =>
  c.t(key, { actor: actorOf(entry, c), target: entry.target.label });

/** The company's own peer fields (people records): added, changed, deleted. */
export const peerFieldSayings = {
  'peer_field.created': plain('audit.say.peer_field.created'),
  'peer_field.updated': (entry, c) =>
    c.t('audit.say.peer_field.updated', {
      actor: actorOf(entry, c),
      target: entry.target.label,
      fields: changedFieldsText(entry, c),
    }),
  'peer_field.deleted': plain('audit.say.peer_field.deleted'),
} satisfies Sayings;
