import { PgDialect, pgTable, uuid } from 'drizzle-orm/pg-core';
import { idIn } from './id-in.js';

const people = pgTable('people', { id: uuid('id').primaryKey() });
const dialect = new PgDialect();
const A = '0b6f3a52-1c1e-4f57-9a59-0d3f2f1c2a01';
const B = '0b6f3a52-1c1e-4f57-9a59-0d3f2f1c2a02';

it('passes any number of ids as one array parameter', () => {
  const one = dialect.sqlToQuery(idIn(people.id, [A]));
  const thousand = dialect.sqlToQuery(
    idIn(
      people.id,
      Array.from({ length: 1000 }, () => B),
    ),
  );
  expect(one.sql).toBe('"people"."id" = ANY($1::uuid[])');
  expect(thousand.sql).toBe(one.sql);
  expect(one.params).toEqual([`{${A}}`]);
  expect(dialect.sqlToQuery(idIn(people.id, [])).params).toEqual(['{}']);
});

it('refuses what is not an id, which could end the array or add to it', () => {
  expect(() => idIn(people.id, [A, `${B}}`])).toThrow('not an id');
  expect(() => idIn(people.id, ['1,2'])).toThrow('not an id');
});
