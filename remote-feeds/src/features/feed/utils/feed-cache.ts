import type { FeedPage, FeedPost } from '@timely/contract';

// Pure changes to a cached feed page, applied optimistically before the server answers.

const OPTIMISTIC_PREFIX = 'optimistic-';
let optimisticCount = 0;

/** A post the server has not confirmed yet: shown at once, with its actions held back. */
export function isOptimistic(post: Pick<FeedPost, '_id'>): boolean {
  return post._id.startsWith(OPTIMISTIC_PREFIX);
}

export function optimisticPost(body: string, author: NonNullable<FeedPost['author']>, now = new Date()): FeedPost {
  optimisticCount += 1;
  return {
    _id: `${OPTIMISTIC_PREFIX}${optimisticCount}`,
    kind: 'user',
    body,
    author,
    event: null,
    createdAt: now.toISOString(),
    editedAt: null,
    pin: null,
    canEdit: true,
    canDelete: true,
  };
}

function withTotal(page: FeedPage, totalRecords: number): Pick<FeedPage, 'totalRecords' | 'pageCount'> {
  return { totalRecords, pageCount: Math.ceil(totalRecords / page.perPage) };
}

/** The new post leads page 1; every page counts one more record. */
export function addPost(page: FeedPage, post: FeedPost): FeedPage {
  const items = page.page === 1 ? [post, ...page.items].slice(0, page.perPage) : page.items;
  return { ...page, items, ...withTotal(page, page.totalRecords + 1) };
}

export function replacePost(page: FeedPage, id: string, change: (post: FeedPost) => FeedPost): FeedPage {
  return {
    ...page,
    items: page.items.map((post) => (post._id === id ? change(post) : post)),
    pinned: page.pinned?._id === id ? change(page.pinned) : page.pinned,
  };
}

export function removePost(page: FeedPage, id: string): FeedPage {
  const items = page.items.filter((post) => post._id !== id);
  const pinned = page.pinned?._id === id ? null : page.pinned;
  const found = items.length !== page.items.length || pinned !== page.pinned;
  return { ...page, items, pinned, ...(found ? withTotal(page, Math.max(0, page.totalRecords - 1)) : {}) };
}
