import { and, eq, ilike, or } from 'drizzle-orm';
import { users } from '../../db/schema/core.js';
import { seedId } from '../../db/seed/seed-ids.js';
import { containsPattern } from '../../db/like-pattern.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { peersMatching } from './peer-search.js';

/**
 * A directory search tests text lowered when it was written (migration 0440) where it used ILIKE: the same
 * peers must match, whatever the letters, and the text must follow every change of a name or an email. Runs on
 * PGlite, and on PostgreSQL when DATABASE_URL is set (the two lower letters by their own rules, and ILIKE with
 * them: each is compared with itself).
 */
let server: TestServer;
const companyId = seedId('company', 'acme');

// names whose letters lower in more than one way (ß, İ, Σ), accents, and the characters a pattern escapes
const TRICKY_PEOPLE = [
  { name: 'ÅSA STRAßE', email: 'asa.strasse@acme.test', employeeId: 'AC-ÄÖ-1' },
  { name: 'İpek Yılmaz', email: 'IPEK@acme.test', employeeId: 'ac-ipek' },
  { name: 'ΣΟΦΊΑ Παπαδοπούλου', email: 'sofia@acme.test', employeeId: 'AC-Σ9' },
  { name: 'Renée 50% O_Brien', email: 'renee\\back@acme.test', employeeId: 'AC-50%' },
];
const SEARCHES = ['a', 'AN', 'åsa', 'STRASSE', 'straße', 'İ', 'i', 'ipek@', 'σοφ', 'ΣΟΦΊΑ', 'é', 'E', '50%', 'o_b'];
const MORE_SEARCHES = ['\\back', '%', '_', 'ac-ä', 'ac-σ', '@acme.test', 'mia mem', 'zz', 'a@', '1003'];

beforeAll(async () => {
  server = await createTestServer();
  const [template] = await server.db.orm
    .select()
    .from(users)
    .where(eq(users.id, seedId('user', 'acme', 3)));
  const { id: _id, searchText: _searchText, employeeIdLower: _employeeIdLower, ...columns } = template!;
  await server.db.orm.insert(users).values(TRICKY_PEOPLE.map((person) => ({ ...columns, ...person })));
});
afterAll(async () => {
  await server.close();
});

/** The ids of Acme's peers a condition finds, sorted. */
async function idsWhere(condition: ReturnType<typeof or>): Promise<string[]> {
  const rows = await server.db.orm
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), condition));
  return rows.map((row) => row.id).sort();
}

describe('peersMatching', () => {
  it.each([...SEARCHES, ...MORE_SEARCHES])('finds the peers ILIKE finds for %j', async (search) => {
    const pattern = containsPattern(search);
    const byIlike = await idsWhere(or(ilike(users.name, pattern), ilike(users.email, pattern)));
    expect(await idsWhere(peersMatching(pattern, { byEmployeeId: false }))).toEqual(byIlike);
    const byIlikeWithIds = await idsWhere(
      or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.employeeId, pattern)),
    );
    expect(await idsWhere(peersMatching(pattern, { byEmployeeId: true }))).toEqual(byIlikeWithIds);
  });

  it('finds each tricky name by a part of it in other letter cases', async () => {
    const found = async (search: string) =>
      (await idsWhere(peersMatching(containsPattern(search), { byEmployeeId: false }))).length;
    expect(await found('åsa straße')).toBe(1);
    expect(await found('ipek@ACME')).toBe(1);
    expect(await found('50% o_brien')).toBe(1);
    // the name and the email are one column apart by a character no search may hold: no match spans them
    expect(await found('brien renee')).toBe(0);
  });

  it('follows a changed name and email, and leaves the employee id to level2 and level3', async () => {
    const id = seedId('user', 'acme', 9);
    const find = (search: string, byEmployeeId = false) =>
      idsWhere(peersMatching(containsPattern(search), { byEmployeeId }));
    await server.db.orm
      .update(users)
      .set({ name: 'Quentin Quasar', email: 'q.quasar@acme.test', employeeId: 'AC-QQ-77' })
      .where(eq(users.id, id));
    expect(await find('QUASAR')).toEqual([id]);
    expect(await find('q.quasar@')).toEqual([id]);
    expect(await find('ac-qq')).toEqual([]);
    expect(await find('ac-qq', true)).toEqual([id]);
    const [row] = await server.db.orm
      .select({ searchText: users.searchText, employeeIdLower: users.employeeIdLower })
      .from(users)
      .where(eq(users.id, id));
    expect(row).toEqual({ searchText: 'quentin quasar\u001fq.quasar@acme.test', employeeIdLower: 'ac-qq-77' });
  });
});
