import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { DemoEmail } from '@timely/contract';
import { emailKeys } from '../api/email-query-keys';
import { belongsTo, newestFirst } from './mail-filters';

export type MailCacheSnapshot = Array<[QueryKey, unknown]>;

/**
 * Applies `change` to the mails `ids` in every cached list and open mail, at once: a mail leaves a list it no
 * longer belongs to (moved to trash, unstarred in Starred, a label removed) and joins a cached list it now
 * belongs to, newest first. Answers what the cache held before, for `restoreMailCache` when the server refuses.
 */
export function changeMailsInCache(
  queryClient: QueryClient,
  ids: readonly number[],
  change: (mail: DemoEmail) => DemoEmail,
): MailCacheSnapshot {
  const snapshot = queryClient.getQueriesData({ queryKey: emailKeys.all });
  const known = new Map<number, DemoEmail>();
  for (const [, data] of snapshot) {
    for (const mail of mailsIn(data)) if (ids.includes(mail.id) && !known.has(mail.id)) known.set(mail.id, mail);
  }
  const changed = new Map([...known].map(([id, mail]) => [id, change(mail)]));
  for (const [key, data] of snapshot) {
    if (data === undefined || data === null) continue;
    if (key[1] === 'mails' && Array.isArray(data)) {
      const filter = String(key[2]);
      const kept = (data as DemoEmail[])
        .map((mail) => changed.get(mail.id) ?? mail)
        .filter((mail) => !changed.has(mail.id) || belongsTo(mail, filter));
      const joining = [...changed.values()].filter(
        (mail) => belongsTo(mail, filter) && !kept.some((other) => other.id === mail.id),
      );
      queryClient.setQueryData(key, joining.length > 0 ? newestFirst([...kept, ...joining]) : kept);
    } else if (key[1] === 'mail') {
      const mail = changed.get((data as DemoEmail).id);
      if (mail) queryClient.setQueryData(key, mail);
    }
  }
  return snapshot;
}

export function restoreMailCache(queryClient: QueryClient, snapshot: MailCacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

function mailsIn(data: unknown): DemoEmail[] {
  if (Array.isArray(data)) return data as DemoEmail[];
  if (data && typeof data === 'object' && 'id' in data) return [data as DemoEmail];
  return [];
}
