import type { AuditEntry } from '@timely/contract';
import { humanValue } from './human-value';
import { actorOf, afterOf, labelHead, type SentenceContext, type Sayings } from './sentence-context';

const decision =
  (key: 'audit.say.leave.approved' | 'audit.say.leave.rejected') => (entry: AuditEntry, c: SentenceContext) =>
    c.t(key, {
      actor: actorOf(entry, c),
      person: labelHead(entry.target.label),
      type: humanValue('type', afterOf(entry, 'type'), c),
      from: humanValue('fromDate', afterOf(entry, 'fromDate'), c),
      to: humanValue('toDate', afterOf(entry, 'toDate'), c),
    });

const post = (key: Parameters<SentenceContext['t']>[0]) => (entry: AuditEntry, c: SentenceContext) =>
  c.t(key, { actor: actorOf(entry, c), target: entry.target.label });

/** Leave decisions and the feed's moderation: pins, and edits or deletions of someone else's post. */
export const activitySayings = {
  'leave.approved': decision('audit.say.leave.approved'),
  'leave.rejected': decision('audit.say.leave.rejected'),
  'feed_post.pinned': (entry, c) => {
    const until = afterOf(entry, 'expiresAt');
    return until
      ? c.t('audit.say.feed_post.pinnedUntil', {
          actor: actorOf(entry, c),
          target: entry.target.label,
          until: humanValue('expiresAt', until, c),
        })
      : c.t('audit.say.feed_post.pinned', { actor: actorOf(entry, c), target: entry.target.label });
  },
  'feed_post.unpinned': post('audit.say.feed_post.unpinned'),
  'feed_post.edited': post('audit.say.feed_post.edited'),
  'feed_post.deleted': post('audit.say.feed_post.deleted'),
} satisfies Sayings;
