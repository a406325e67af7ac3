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
