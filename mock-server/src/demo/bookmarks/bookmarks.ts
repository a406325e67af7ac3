import { and, asc, eq, sql } from 'drizzle-orm';
import {
  DEMO_SEARCH_GROUP_LIMIT,
  DEMO_STARRED_BOOKMARKS_CAP,
  type DemoBookmark,
  type DemoBookmarksResponse,
  type DemoUpdateBookmarkResponse,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { demoBookmarks } from '../../db/schema/demo.js';
import { HttpError } from '../../http/errors.js';
import { readableSet, writeToOwnSet, type DemoScope } from '../visitors/visitor-sets.js';

type BookmarkRow = typeof demoBookmarks.$inferSelect;

function toBookmark(row: BookmarkRow): DemoBookmark {
  return { id: row.id, target: row.target, title: row.title, link: row.link, icon: row.icon, starred: row.starred };
}

/** §9: the first 10 starred (in the order they were starred) and the rest as overflow. */
async function starredLists(orm: Orm, set: string): Promise<{ starred: DemoBookmark[]; overflow: DemoBookmark[] }> {
  const rows = await orm
    .select()
    .from(demoBookmarks)
    .where(and(eq(demoBookmarks.visitor, set), eq(demoBookmarks.starred, true)))
    .orderBy(asc(demoBookmarks.starredSeq));
  const all = rows.map(toBookmark);
  return { starred: all.slice(0, DEMO_STARRED_BOOKMARKS_CAP), overflow: all.slice(DEMO_STARRED_BOOKMARKS_CAP) };
}

/** The caller's whole index, the starred lists, and the groups narrowed by `q`, each to 4 results. */
export async function readBookmarks(scope: DemoScope, q?: string): Promise<DemoBookmarksResponse> {
  const set = await readableSet(scope, 'bookmarks');
  const rows = await scope.orm
    .select()
    .from(demoBookmarks)
    .where(eq(demoBookmarks.visitor, set))
    .orderBy(asc(demoBookmarks.id));
  const needle = q?.toLowerCase() ?? '';
  const groups: DemoBookmarksResponse['groups'] = [];
  for (const row of rows) {
    let group = groups.find((entry) => entry.groupTitle === row.groupTitle);
    if (!group) {
      group = { groupTitle: row.groupTitle, searchLimit: DEMO_SEARCH_GROUP_LIMIT, total: 0, data: [] };
      groups.push(group);
    }
    if (!row.title.toLowerCase().includes(needle)) continue;
    group.total += 1;
    if (group.data.length < DEMO_SEARCH_GROUP_LIMIT) group.data.push(toBookmark(row));
  }
  return { searchResult: rows.map(toBookmark), groups, ...(await starredLists(scope.orm, set)) };
}

/**
 * The template's toggle: `starred` becomes the opposite of the value the client showed (or of the stored
 * one when none is given). Unstarring one of the first 10 promotes the first overflow item.
 */
export function updateBookmark(
  scope: DemoScope,
  id: number,
  shownStarred: boolean | undefined,
): Promise<DemoUpdateBookmarkResponse> {
  return writeToOwnSet(scope, 'bookmarks', async (tx, set) => {
    const where = and(eq(demoBookmarks.visitor, set), eq(demoBookmarks.id, id));
    const [current] = await tx.select().from(demoBookmarks).where(where);
    if (!current) {
      const message = `No bookmark with id ${id}.`;
      // throwing inside the transaction rolls a new set back
      throw new HttpError(404, message, [{ field: 'obj.id', message }]);
    }
    const before = await starredLists(tx, set);
    const starred = !(shownStarred ?? current.starred);
    if (starred !== current.starred) {
      await tx
        .update(demoBookmarks)
        .set({ starred, starredSeq: starred ? sql`nextval('demo_bookmark_star_seq')` : null })
        .where(where);
    }
    const after = await starredLists(tx, set);
    const promoted =
      after.starred.find((item) => item.id !== id && !before.starred.some((old) => old.id === item.id)) ?? null;
    const [row] = await tx.select().from(demoBookmarks).where(where);
    return { bookmark: toBookmark(row!), promoted, ...after };
  });
}
