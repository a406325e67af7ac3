import type { AuditEntry, AuditKind } from '@timely/contract';
import { activitySayings } from './activity-sentences';
import { apiTokenSayings } from './api-token-sentences';
import { companySayings } from './company-sentences';
import { optionSayings } from './option-sentences';
import { peerFieldSayings } from './peer-field-sentences';
import { peerSayings } from './peer-sentences';
import { webhookSayings } from './webhook-sentences';
import { actorOf, type Say, type SentenceContext } from './sentence-context';
import { workSayings } from './work-sentences';

// typed as every kind: a kind added to the contract without its sentence fails the type check
const SAYINGS: Record<AuditKind, Say> = {
  ...companySayings,
  ...peerSayings,
  ...peerFieldSayings,
  ...optionSayings,
  ...workSayings,
  ...activitySayings,
  ...apiTokenSayings,
  ...webhookSayings,
};

/**
 * An entry as one sentence in the reader's language: who did what to which thing, with the values in
 * words. A kind this screen does not know yet (a newer server) reads "<actor> changed <target>".
 */
export function auditSentence(entry: AuditEntry, context: SentenceContext): string {
  const say = (SAYINGS as Partial<Record<string, Say>>)[entry.kind];
  if (say) return say(entry, context);
  return context.t('audit.say.fallback', { actor: actorOf(entry, context), target: entry.target.label });
}
