import { feedPostSchema, type FeedPost } from '@timely/contract';
import { testSessions } from '@timely/shared-auth/testing';

let next = 0;

/** A contract-valid post (parsed with the contract schema, so a drift fails here first). */
export function feedPostFixture(overrides: Partial<FeedPost> = {}): FeedPost {
  next += 1;
  const member = testSessions.member.user;
  return feedPostSchema.parse({
    _id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    kind: 'user',
    body: `Post number ${next}`,
    author: { _id: member._id, name: member.name, profilePic: null },
    event: null,
    createdAt: new Date(Date.UTC(2026, 2, 1, 12, 0) - next * 60_000).toISOString(),
    editedAt: null,
    pin: null,
    canEdit: false,
    canDelete: false,
    ...overrides,
  });
}
