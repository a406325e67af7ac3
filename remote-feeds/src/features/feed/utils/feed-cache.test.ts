import { feedPageSchema, type FeedPage } from '@timely/contract';
import { feedPostFixture } from '../../../testing/fixtures';
import { addPost, isOptimistic, optimisticPost, removePost, replacePost } from './feed-cache';

function pageOf(count: number, page = 1, total = count): FeedPage {
  const items = Array.from({ length: count }, () => feedPostFixture());
  return feedPageSchema.parse({
    items,
    page,
    perPage: 10,
    totalRecords: total,
    pageCount: Math.ceil(total / 10),
    pinned: null,
  });
}

it('adds a new post at the top of page 1, keeping the page size and recounting pages', () => {
  const draft = optimisticPost('hello', {
    _id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Ada Admin',
    profilePic: null,
  });
  expect(isOptimistic(draft)).toBe(true);
  const first = addPost(pageOf(10, 1, 10), draft);
  expect(first.items).toHaveLength(10);
  expect(first.items[0]).toBe(draft);
  expect(first).toMatchObject({ totalRecords: 11, pageCount: 2 });
  const second = addPost(pageOf(1, 2, 11), draft);
  expect(second.items).not.toContain(draft);
  expect(second).toMatchObject({ totalRecords: 12, pageCount: 2 });
});

it('removes a post and the pin it held, recounting; an unknown id changes nothing', () => {
  const page = pageOf(3, 1, 11);
  const pinnedPage = { ...page, pinned: page.items[1]! };
  const removed = removePost(pinnedPage, page.items[1]!._id);
  expect(removed.items).toHaveLength(2);
  expect(removed).toMatchObject({ pinned: null, totalRecords: 10, pageCount: 1 });
  expect(removePost(page, 'missing')).toMatchObject({ totalRecords: 11, items: page.items });
});

it('changes a post in the timeline and in the pinned slot alike', () => {
  const page = pageOf(2);
  const pinnedPage = { ...page, pinned: page.items[0]! };
  const changed = replacePost(pinnedPage, page.items[0]!._id, (post) => ({ ...post, body: 'new words' }));
  expect(changed.items[0]!.body).toBe('new words');
  expect(changed.pinned!.body).toBe('new words');
  expect(changed.items[1]).toBe(page.items[1]);
});
