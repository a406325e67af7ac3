import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { pageWindow } from './page-window.js';

const text = (window: ReturnType<typeof pageWindow>) =>
  new PgDialect().sqlToQuery(sql`limit ${window.limit} offset ${window.offset}`);

it('writes the first page’s size and offset into the statement, and binds every other page’s', () => {
  const first = pageWindow(1, 20);
  expect(first.shape).toBe('_first20');
  expect(text(first)).toEqual({ sql: 'limit 20 offset 0', params: [] });
  const later = pageWindow(3, 20);
  expect(later.shape).toBe('');
  expect(text(later).sql).toBe('limit $1 offset $2');
  // a size that is not a whole number is never written into the text
  expect(pageWindow(1, Number.NaN).shape).toBe('');
});

it('writes a later page’s size into a same-plan list’s statement, one per size, and its offset out of the plan’s sight', () => {
  const later = pageWindow(3, 10, { samePlanEveryPage: true });
  expect(later.shape).toBe('_per10');
  expect(text(later).sql).toBe('limit 10 offset (select $1::bigint)');
  // the first page is the first page's statement either way, and a size that is not a whole number is bound
  expect(pageWindow(1, 10, { samePlanEveryPage: true }).shape).toBe('_first10');
  expect(text(pageWindow(3, 2.5, { samePlanEveryPage: true })).sql).toBe('limit $1 offset $2');
});
