import { createTestServer, type TestServer } from '../../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/**
 * Every text the seed writes into the portal's tables (notifications, posts, comments, reasons, options…),
 * with the company it belongs to when the table says so. Not the demo API's tables (demo_*): docs/
 * gives that API its own cast (the demo users, mail senders and chat contacts), apart from any company.
 */
async function seededTexts(): Promise<Array<{ where: string; company: string | null; text: string }>> {
  const columns = await server.db.query<{ table_name: string; column_name: string; has_company: boolean }>(`
    SELECT c.table_name, c.column_name,
           EXISTS (SELECT 1 FROM information_schema.columns k WHERE k.table_schema = 'public' AND k.table_name = c.table_name AND k.column_name = 'company_id') AS has_company
    FROM information_schema.columns c
    WHERE c.table_schema = 'public' AND c.table_name NOT LIKE 'demo\\_%' AND c.data_type IN ('text', 'character varying')
    ORDER BY c.table_name, c.column_name`);
  const texts: Array<{ where: string; company: string | null; text: string }> = [];
  for (const { table_name: table, column_name: column, has_company: hasCompany } of columns) {
    const rows = await server.db.query<{ text: string; company: string | null }>(
      `SELECT "${column}" AS text, ${hasCompany ? 'company_id::text' : 'NULL'} AS company FROM "${table}" WHERE "${column}" ~ '[A-Z][a-z]+ [A-Z][a-z]+'`,
    );
    for (const row of rows) texts.push({ where: `${table}.${column}`, company: row.company, text: row.text });
  }
  return texts;
}

it('names only the seeded peers (of the same company) in every seeded text', async () => {
  const people = await server.db.query<{ name: string; company: string }>(
    'SELECT name, company_id::text AS company FROM users',
  );
  const names = new Set(people.map((person) => person.name));
  const namesIn = (company: string | null) =>
    new Set(people.filter((person) => company === null || person.company === company).map((person) => person.name));
  const firsts = new Set(people.map((person) => person.name.split(' ')[0]!));
  const strangers: string[] = [];
  for (const { where, company, text } of await seededTexts()) {
    if (names.has(text)) continue;
    const known = namesIn(company);
    for (const [pair, first] of text.matchAll(/\b([A-Z][a-z]+) [A-Z][a-z]+\b/g)) {
      // a pair that reads as someone's name: a seeded first name and a capitalised word after it
      if (firsts.has(first!) && !known.has(pair)) strangers.push(`${where}: "${pair}" in "${text.slice(0, 80)}"`);
    }
  }
  expect(strangers).toEqual([]);
});
