import { QueryClient } from '@tanstack/react-query';
import { emailKeys } from '../api/email-query-keys';
import { mail } from '../testing/fake-mail-api';
import { changeMailsInCache, restoreMailCache } from './mail-cache';

const starred = mail({
  subject: 'Starred one',
  isStarred: true,
  labels: ['company'],
  time: 'Mon Dec 21 2026 09:00:00 GMT+0000 (GMT)',
});
const plain = mail({ subject: 'Plain one', time: 'Mon Dec 21 2026 08:00:00 GMT+0000 (GMT)' });

function cacheWith() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(emailKeys.mails('inbox'), [starred, plain]);
  queryClient.setQueryData(emailKeys.mails('starred'), [starred]);
  queryClient.setQueryData(emailKeys.mails('trash'), []);
  queryClient.setQueryData(emailKeys.mail(starred.id), starred);
  return queryClient;
}

const subjects = (queryClient: QueryClient, filter: string) =>
  queryClient.getQueryData<Array<{ subject: string }>>(emailKeys.mails(filter))?.map((one) => one.subject);

it('moves a mail out of every list it leaves and into the cached list it joins, newest first', () => {
  const queryClient = cacheWith();
  changeMailsInCache(queryClient, [starred.id, plain.id], (one) => ({ ...one, mailFolder: 'trash' }));
  expect(subjects(queryClient, 'inbox')).toEqual([]);
  // trash is not starred: the star stays but the Starred list lets it go
  expect(subjects(queryClient, 'starred')).toEqual([]);
  expect(subjects(queryClient, 'trash')).toEqual(['Starred one', 'Plain one']);
  expect(queryClient.getQueryData(emailKeys.mail(starred.id))).toMatchObject({ mailFolder: 'trash' });
});

it('stars a mail into Starred and gives everything back on restore', () => {
  const queryClient = cacheWith();
  const snapshot = changeMailsInCache(queryClient, [plain.id], (one) => ({ ...one, isStarred: true }));
  expect(subjects(queryClient, 'starred')).toEqual(['Starred one', 'Plain one']);
  restoreMailCache(queryClient, snapshot);
  expect(subjects(queryClient, 'starred')).toEqual(['Starred one']);
  expect(queryClient.getQueryData<(typeof plain)[]>(emailKeys.mails('inbox'))?.[1]?.isStarred).toBe(false);
});
