import { seedId } from '../../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { companyDaysOf } from './company-days.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('companyDaysOf (one statement: the working week and the holidays)', () => {
  it("reads the company's own holidays, all of them or those of a range, and its working week", async () => {
    const acme = seedId('company', 'acme');
    const globex = seedId('company', 'globex');
    await server.db.query('DELETE FROM public_holidays WHERE company_id IN ($1, $2)', [acme, globex]);
    for (const [company, day] of [
      [acme, '2031-03-03'],
      [acme, '2031-05-05'],
      [globex, '2031-04-04'],
    ] as const) {
      await server.db.query("INSERT INTO public_holidays (company_id, day, name) VALUES ($1, $2, 'Holiday')", [
        company,
        day,
      ]);
    }
    await server.db.query('UPDATE companies SET working_days = $2 WHERE id = $1', [acme, [0, 1, 2, 3, 4]]);
    const all = await companyDaysOf(server.db.orm, acme);
    expect([...all].sort()).toEqual(['2031-03-03', '2031-05-05']);
    expect(all.workingWeek).toEqual([0, 1, 2, 3, 4]);
    const april = await companyDaysOf(server.db.orm, acme, { from: '2031-03-01', to: '2031-04-30' });
    expect([...april]).toEqual(['2031-03-03']);
    expect([...(await companyDaysOf(server.db.orm, globex))]).toEqual(['2031-04-04']);
    expect([...(await companyDaysOf(server.db.orm, globex, { from: '2031-05-01', to: '2031-05-31' }))]).toEqual([]);
  });
});
