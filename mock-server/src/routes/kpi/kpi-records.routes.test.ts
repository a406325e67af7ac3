import {
  clientFeedbackListSchema,
  clientFeedbackSchema,
  enpsResponseListSchema,
  errorEnvelopeSchema,
  kpiPeopleSchema,
  milestoneListSchema,
  milestoneSchema,
  profitabilitySchema,
  projectKpiDetailSchema,
  thoughtLeadershipSchema,
} from '@timely/contract';
import { seedId } from '../../db/seed/seed-ids.js';
import { currentMonth } from '../../services/kpi/months.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // the server's month stands still, so the month the tests write is the one it means
  server.clock.freeze();
  month = currentMonth(server.app.now());
});
afterAll(async () => {
  await server.close();
});

let month: string;
const atlas = seedId('project', 'acme', 'atlas');
const cobalt = seedId('project', 'acme', 'cobalt');
const ember = seedId('project', 'acme', 'ember');
const omega = seedId('project', 'globex', 'omega');

async function call(email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: await server.authHeaders(email),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const details = (response: { json(): unknown }) => errorEnvelopeSchema.parse(response.json()).details ?? [];

/** A milestone() planned in the server's month (read once the server is up). */
const milestone = () => ({
  name: 'Phase 2 acceptance',
  amount: 25_000,
  plannedRaiseDate: `${month}-05`,
  actualRaiseDate: null,
  paidOn: null,
  status: 'planned',
});

describe('the record-id rule', () => {
  it('changes only the record its id names', async () => {
    const first = milestoneSchema.parse(
      (await call('admin@acme.test', 'POST', `/v2/kpis/projects/${atlas}/milestones`, milestone())).json(),
    );
    const second = milestoneSchema.parse(
      (
        await call('admin@acme.test', 'POST', `/v2/kpis/projects/${atlas}/milestones`, {
          ...milestone(),
          name: 'Phase 3 acceptance',
        })
      ).json(),
    );
    const updated = await call('admin@acme.test', 'PUT', `/v2/kpis/milestones/${first._id}`, {
      ...milestone(),
      name: 'Phase 2 signed',
      status: 'raised',
      actualRaiseDate: `${month}-06`,
    });
    expect(milestoneSchema.parse(updated.json())).toMatchObject({
      _id: first._id,
      name: 'Phase 2 signed',
      status: 'raised',
    });
    const list = milestoneListSchema.parse(
      (await call('admin@acme.test', 'GET', `/v2/kpis/projects/${atlas}/milestones`)).json(),
    );
    expect(list.items.find((item) => item._id === second._id)).toMatchObject({
      name: 'Phase 3 acceptance',
      status: 'planned',
    });
    expect((await call('admin@acme.test', 'DELETE', `/v2/kpis/milestones/${second._id}`)).statusCode).toBe(200);
    const after = milestoneListSchema.parse(
      (await call('admin@acme.test', 'GET', `/v2/kpis/projects/${atlas}/milestones`)).json(),
    );
    expect(after.items.map((item) => item._id)).toContain(first._id);
    expect(after.items.map((item) => item._id)).not.toContain(second._id);
  });

  it("answers 404 for another company's record id, and leaves it alone", async () => {
    const theirs = milestoneSchema.parse(
      (await call('admin@globex.test', 'POST', `/v2/kpis/projects/${omega}/milestones`, milestone())).json(),
    );
    expect(
      (await call('admin@acme.test', 'PUT', `/v2/kpis/milestones/${theirs._id}`, { ...milestone(), name: 'hijacked' }))
        .statusCode,
    ).toBe(404);
    expect((await call('admin@acme.test', 'DELETE', `/v2/kpis/milestones/${theirs._id}`)).statusCode).toBe(404);
    expect((await call('admin@acme.test', 'GET', `/v2/kpis/projects/${omega}/milestones`)).statusCode).toBe(404);
    const still = milestoneListSchema.parse(
      (await call('admin@globex.test', 'GET', `/v2/kpis/projects/${omega}/milestones`)).json(),
    );
    expect(still.items).toEqual([theirs]);
    expect(
      (await call('admin@acme.test', 'PUT', `/v2/kpis/milestones/${seedId('nothing', 1)}`, milestone())).statusCode,
    ).toBe(404);
  });
});

describe('level rules on project records', () => {
  it('lets a manager write on projects they manage only, and a member read their projects only', async () => {
    expect(
      (
        await call('manager@acme.test', 'POST', `/v2/kpis/projects/${atlas}/change-requests`, {
          title: 'Extra report',
          amount: 500,
          raisedOn: `${month}-02`,
          status: 'proposed',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call('manager@acme.test', 'POST', `/v2/kpis/projects/${cobalt}/change-requests`, {
          title: 'Extra report',
          amount: 500,
          raisedOn: `${month}-02`,
          status: 'proposed',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('member@acme.test', 'POST', `/v2/kpis/projects/${atlas}/milestones`, milestone())).statusCode,
    ).toBe(403);
    expect((await call('member@acme.test', 'GET', `/v2/kpis/projects/${atlas}/milestones`)).statusCode).toBe(200);
    expect((await call('member@acme.test', 'GET', `/v2/kpis/projects/${cobalt}/milestones`)).statusCode).toBe(403);
    const seeded = seedId('kpi-milestone', 'atlas', 1);
    expect((await call('member@acme.test', 'DELETE', `/v2/kpis/milestones/${seeded}`)).statusCode).toBe(403);
  });
});

describe('validation of project records', () => {
  it('checks milestone() dates against its status', async () => {
    const paid = await call('admin@acme.test', 'POST', `/v2/kpis/projects/${atlas}/milestones`, {
      ...milestone(),
      status: 'paid',
      actualRaiseDate: `${month}-10`,
      paidOn: `${month}-03`,
    });
    expect(paid.statusCode).toBe(400);
    expect(details(paid)).toMatchObject([{ field: 'paidOn', message: 'must not be before the actual raise date' }]);
    const raised = await call('admin@acme.test', 'POST', `/v2/kpis/projects/${atlas}/milestones`, {
      ...milestone(),
      status: 'raised',
      amount: -3,
    });
    expect(details(raised)).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ field: 'amount', message: 'must be 0 or more' }),
        expect.objectContaining({ field: 'actualRaiseDate', message: 'is required once the invoice is raised' }),
      ]),
    );
  });

  it('keeps one profitability snapshot per day and bounds its percentages', async () => {
    const body = {
      asOn: '2001-03-01',
      completionPercent: 40,
      currentProfitPercent: 18,
      targetProfitPercent: 22,
      note: '',
    };
    const created = profitabilitySchema.parse(
      (await call('admin@acme.test', 'POST', `/v2/kpis/projects/${ember}/profitability`, body)).json(),
    );
    const twice = await call('admin@acme.test', 'POST', `/v2/kpis/projects/${ember}/profitability`, body);
    expect(twice.statusCode).toBe(409);
    expect(details(twice)).toMatchObject([{ field: 'asOn', message: 'already has a snapshot; edit that one instead' }]);
    expect(
      (
        await call('admin@acme.test', 'PUT', `/v2/kpis/profitability/${created._id}`, {
          ...body,
          completionPercent: 55,
        })
      ).statusCode,
    ).toBe(200);
    const bad = await call('admin@acme.test', 'POST', `/v2/kpis/projects/${ember}/profitability`, {
      ...body,
      asOn: '2001-04-01',
      completionPercent: 120,
      currentProfitPercent: 150,
    });
    expect(details(bad)).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ field: 'completionPercent', message: 'must be between 0 and 100' }),
        expect.objectContaining({ field: 'currentProfitPercent', message: 'must be at most 100' }),
      ]),
    );
  });

  it('accepts client feedback only for a contact of the same project', async () => {
    const atlasContact = seedId('kpi-contact', 'atlas', 1);
    const wrong = await call('admin@acme.test', 'POST', `/v2/kpis/projects/${ember}/client-feedback`, {
      contactId: atlasContact,
      receivedOn: `${month}-01`,
      rating: 8,
    });
    expect(wrong.statusCode).toBe(400);
    expect(details(wrong)).toMatchObject([{ field: 'contactId', message: 'must be a client contact of this project' }]);
    expect(
      details(
        await call('admin@acme.test', 'POST', `/v2/kpis/projects/${atlas}/client-feedback`, {
          receivedOn: `${month}-01`,
          rating: 11,
        }),
      ),
    ).toMatchObject([{ field: 'rating', message: 'must be between 0 and 10' }]);
  });

  it('accepts thought-leadership teammates of the company only, and http links', async () => {
    const body = {
      title: 'Post',
      domain: 'Cloud',
      teammateIds: [seedId('user', 'globex', 1)],
      link: 'javascript:alert(1)',
      imageUrl: '',
      description: '',
      publishedOn: `${month}-01`,
    };
    expect(
      details(await call('admin@acme.test', 'POST', `/v2/kpis/projects/${atlas}/thought-leadership`, body)),
    ).toEqual([{ field: 'link', message: 'must be a link starting with http:// or https://' }]);
    const foreign = await call('admin@acme.test', 'POST', `/v2/kpis/projects/${atlas}/thought-leadership`, {
      ...body,
      link: 'https://blog.acme.test/x',
    });
    expect(details(foreign)).toMatchObject([{ field: 'teammateIds', message: 'must be peers of your company' }]);
    const ok = await call('admin@acme.test', 'POST', `/v2/kpis/projects/${atlas}/thought-leadership`, {
      ...body,
      link: 'https://blog.acme.test/x',
      teammateIds: [seedId('user', 'acme', 3)],
    });
    expect(thoughtLeadershipSchema.parse(ok.json()).teammates).toHaveLength(1);
  });
});

describe('eNPS and cNPS from their surveys', () => {
  it('scores the answers by the standard formula and uses them for the month (a worked example)', async () => {
    // Ember, this month: eNPS cleared by hand, then 10 one-question answers
    // 10, 9, 9, 8, 7, 6, 3, 10, 2, 9 → 5 promoters, 3 detractors of 10 → +20 → 6.0 on the 0–10 scale
    await call('admin@acme.test', 'PUT', `/v2/kpis/projects/${ember}/months/${month}`, {
      projectedRevenue: 1000,
      achievedRevenue: 1000,
      profitPercent: null,
      enps: null,
      cnps: null,
    });
    const question = 'Would you recommend this project?';
    for (const score of [10, 9, 9, 8, 7, 6, 3, 10, 2, 9]) {
      expect(
        (
          await call('admin@acme.test', 'POST', `/v2/kpis/projects/${ember}/enps-responses`, {
            surveyedOn: `${month}-01`,
            answers: [{ question, score }],
          })
        ).statusCode,
      ).toBe(201);
    }
    const list = enpsResponseListSchema.parse(
      (await call('admin@acme.test', 'GET', `/v2/kpis/projects/${ember}/enps-responses`)).json(),
    );
    expect(list.overall).toEqual({ nps: 20, promoters: 5, passives: 2, detractors: 3, total: 10, responses: 10 });
    expect(list.byQuestion).toEqual([
      { question, nps: 20, promoters: 5, passives: 2, detractors: 3, total: 10, responses: 10 },
    ]);
    const { row, targets } = projectKpiDetailSchema.parse(
      (await call('admin@acme.test', 'GET', `/v2/kpis/projects/${ember}?month=${month}`)).json(),
    );
    expect(row.enps).toEqual({ value: 6, source: 'survey', entered: null, nps: 20, responses: 10 });
    const enpsPart = row.health!.parts.find((part) => part.key === 'enps')!;
    expect(enpsPart.ratio).toBeCloseTo(Math.min(1, 6 / targets.enps), 4);
  });

  it('keeps answers anonymous: no respondent stored or shown, a comment instead, and no result behind fewer than 3 answer sheets', async () => {
    const delta = seedId('project', 'acme', 'delta');
    const question = 'Happy here?';
    const sheet = (score: number) => ({
      surveyedOn: `${month}-02`,
      answers: [{ question, score }],
      comment: `Scored ${score}`,
      respondentId: seedId('user', 'acme', 15),
    });
    const first = await call('admin@acme.test', 'POST', `/v2/kpis/projects/${delta}/enps-responses`, sheet(9));
    expect(first.statusCode).toBe(201);
    expect(first.json()).not.toHaveProperty('respondent');
    const [stored] = await server.db.query<Record<string, unknown>>('SELECT * FROM kpi_enps_responses WHERE id = $1', [
      (first.json() as { _id: string })._id,
    ]);
    expect(Object.keys(stored!)).not.toContain('respondent_id');
    await call('admin@acme.test', 'POST', `/v2/kpis/projects/${delta}/enps-responses`, sheet(3));
    const two = enpsResponseListSchema.parse(
      (await call('admin@acme.test', 'GET', `/v2/kpis/projects/${delta}/enps-responses`)).json(),
    );
    expect(two.overall).toEqual({ nps: null, total: 2, responses: 2 });
    expect(two.byMonth.every((entry) => entry.nps === null && entry.promoters === undefined)).toBe(true);
    expect(two.items.map((item) => item.comment).sort()).toEqual(['Scored 3', 'Scored 9']);
    const detail = projectKpiDetailSchema.parse(
      (await call('admin@acme.test', 'GET', `/v2/kpis/projects/${delta}?month=${month}`)).json(),
    );
    expect(detail.row.enps.nps).toBeNull();
    await call('admin@acme.test', 'POST', `/v2/kpis/projects/${delta}/enps-responses`, sheet(10));
    const three = enpsResponseListSchema.parse(
      (await call('admin@acme.test', 'GET', `/v2/kpis/projects/${delta}/enps-responses`)).json(),
    );
    expect(three.overall).toMatchObject({ nps: 33.3, promoters: 2, detractors: 1, responses: 3 });
  });

  it('refuses a question asked twice in one response, and a score outside 0–10', async () => {
    const twice = await call('admin@acme.test', 'POST', `/v2/kpis/projects/${ember}/enps-responses`, {
      surveyedOn: `${month}-01`,
      answers: [
        { question: 'Q', score: 5 },
        { question: 'q', score: 12 },
      ],
    });
    expect(details(twice)).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ field: 'answers.1.question', message: 'is asked twice in this response' }),
        expect.objectContaining({ field: 'answers.1.score', message: 'must be between 0 and 10' }),
      ]),
    );
  });

  it('keeps feedback when its contact is deleted', async () => {
    const contact = await call('admin@acme.test', 'POST', `/v2/kpis/projects/${ember}/client-contacts`, {
      name: 'Ana Client',
      email: 'ana@client.test',
    });
    const contactId = (contact.json() as { _id: string })._id;
    const feedback = clientFeedbackSchema.parse(
      (
        await call('admin@acme.test', 'POST', `/v2/kpis/projects/${ember}/client-feedback`, {
          contactId,
          receivedOn: `${month}-01`,
          rating: 9,
          improvementAreas: ['Quality', 'Quality'],
        })
      ).json(),
    );
    expect(feedback.improvementAreas).toEqual(['Quality']);
    expect((await call('admin@acme.test', 'DELETE', `/v2/kpis/client-contacts/${contactId}`)).statusCode).toBe(200);
    const list = clientFeedbackListSchema.parse(
      (await call('admin@acme.test', 'GET', `/v2/kpis/projects/${ember}/client-feedback`)).json(),
    );
    expect(list.items.find((item) => item._id === feedback._id)?.contact).toBeNull();
    expect(list.overall.total).toBe(1);
  });

  it('lists the peers a record may name, the team marked', async () => {
    const people = kpiPeopleSchema.parse(
      (await call('member@acme.test', 'GET', `/v2/kpis/projects/${atlas}/people`)).json(),
    );
    expect(people.items.length).toBe(30);
    expect(people.items.filter((person) => person.onProject)).toHaveLength(6);
  });
});
