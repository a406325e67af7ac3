import { createTvLinkResponseSchema } from '@timely/contract';
import { seedId } from '../../db/seed/seed-ids.js';
import { currentMonth } from '../../services/kpi/months.js';
import {
  anyone,
  level3Only,
  row,
  signedIn,
  type Caller,
  type Expected,
  type MatrixContext,
  type MatrixRow,
} from './matrix-types.js';

/**
 * KPIs: everyone signed in reads what their level shows; level3 writes any project and the org row,
 * level2 the projects they manage (the manager manages Atlas), level1 reads; another company gets 404.
 */

const atlas = seedId('project', 'acme', 'atlas');
/** The server's month. */
const month = (context: MatrixContext) => currentMonth(context.server.app.now());
// on Atlas: the member belongs to it (reads), the manager manages it (writes)
const readsAtlas: Expected = signedIn(200, { otherCompany: 404 });
const writesAtlas = (status: number): Expected => ({
  anonymous: 401,
  level1: 403,
  level2: status,
  level3: status,
  otherCompany: 404,
});

let made = 0;
const day = () => {
  made += 1;
  return new Date(Date.UTC(2040, 0, 1) + made * 86_400_000).toISOString().slice(0, 10);
};

/** A valid body for each record kind, unique per call where the server refuses duplicates. */
const RECORD_KINDS: Array<{ list: string; item: string; body: () => object }> = [
  {
    list: 'milestones',
    item: 'milestones',
    body: () => ({ name: `Matrix milestone ${made}`, amount: 100, plannedRaiseDate: day(), status: 'planned' }),
  },
  {
    list: 'change-requests',
    item: 'change-requests',
    body: () => ({ title: 'Matrix change', amount: 100, raisedOn: day(), status: 'proposed' }),
  },
  {
    list: 'profitability',
    item: 'profitability',
    body: () => ({ asOn: day(), completionPercent: 40, currentProfitPercent: 10, targetProfitPercent: 20 }),
  },
  {
    list: 'enps-responses',
    item: 'enps-responses',
    body: () => ({ surveyedOn: day(), answers: [{ question: 'Would you recommend the team?', score: 9 }] }),
  },
  { list: 'client-contacts', item: 'client-contacts', body: () => ({ name: `Matrix contact ${made}` }) },
  { list: 'client-feedback', item: 'client-feedback', body: () => ({ receivedOn: day(), rating: 8 }) },
  {
    list: 'thought-leadership',
    item: 'thought-leadership',
    body: () => ({ title: 'Matrix talk', domain: 'Testing', publishedOn: day() }),
  },
];

/** A fresh Atlas record made by the Acme admin, for each caller to change or delete. */
async function atlasRecord(context: MatrixContext, kind: (typeof RECORD_KINDS)[number]): Promise<string> {
  const response = await context.server.app.inject({
    method: 'POST',
    url: `/v2/kpis/projects/${atlas}/${kind.list}`,
    headers: await context.server.authHeaders('admin@acme.test'),
    payload: kind.body(),
  });
  const { _id } = response.json() as { _id: string };
  return `/v2/kpis/${kind.item}/${_id}`;
}

async function tvKey(context: MatrixContext): Promise<{ id: string; key: string }> {
  const response = await context.server.app.inject({
    method: 'POST',
    url: '/v2/kpis/tv-links',
    headers: await context.server.authHeaders('admin@acme.test'),
    payload: { label: `Matrix wall ${made++}` },
  });
  const created = createTvLinkResponseSchema.parse(response.json());
  return { id: created.link._id, key: created.key };
}

const orgBody = {
  expectedRevenue: 100_000,
  achievedRevenue: 80_000,
  profitPercent: 15,
  enps: 6,
  cnps: 9,
  targetProfitPercent: 20,
  targetEnps: 7.5,
  targetCnps: 8,
};
const projectMonthBody = { projectedRevenue: 1000, achievedRevenue: 900, profitPercent: 12, enps: 7, cnps: 8 };

export const rows: MatrixRow[] = [
  row('GET', '/v2/kpis/org', signedIn(200), (context) => ({ url: `/v2/kpis/org?month=${month(context)}` })),
  // Globex's admin writes Globex's own org row
  row('PUT', '/v2/kpis/org/:month', level3Only(200), (context) => ({
    url: `/v2/kpis/org/${month(context)}`,
    payload: orgBody,
  })),
  row('GET', '/v2/kpis/projects', signedIn(200), (context) => ({ url: `/v2/kpis/projects?month=${month(context)}` })),
  row('GET', '/v2/kpis/projects/export', signedIn(200), (context) => ({
    url: `/v2/kpis/projects/export?month=${month(context)}&format=xlsx`,
  })),
  row('GET', '/v2/kpis/projects/:projectId', readsAtlas, (context) => ({
    url: `/v2/kpis/projects/${atlas}?month=${month(context)}`,
  })),
  row('PUT', '/v2/kpis/projects/:projectId/months/:month', writesAtlas(200), (context) => ({
    url: `/v2/kpis/projects/${atlas}/months/${month(context)}`,
    payload: projectMonthBody,
  })),
  row('GET', '/v2/kpis/projects/:projectId/people', readsAtlas, () => ({ url: `/v2/kpis/projects/${atlas}/people` })),
  ...RECORD_KINDS.flatMap((kind) => [
    row('GET', `/v2/kpis/projects/:projectId/${kind.list}`, readsAtlas, () => ({
      url: `/v2/kpis/projects/${atlas}/${kind.list}`,
    })),
    // its table as a file: whoever reads the list (the money columns follow the list: field-matrix)
    row('GET', `/v2/kpis/projects/:projectId/${kind.list}/export`, readsAtlas, () => ({
      url: `/v2/kpis/projects/${atlas}/${kind.list}/export?format=xlsx`,
    })),
    row('POST', `/v2/kpis/projects/:projectId/${kind.list}`, writesAtlas(201), () => ({
      url: `/v2/kpis/projects/${atlas}/${kind.list}`,
      payload: kind.body(),
    })),
    row('PUT', `/v2/kpis/${kind.item}/:id`, writesAtlas(200), async (context) => ({
      url: await atlasRecord(context, kind),
      payload: kind.body(),
    })),
    row('DELETE', `/v2/kpis/${kind.item}/:id`, writesAtlas(200), async (context) => ({
      url: await atlasRecord(context, kind),
    })),
  ]),
  row('GET', '/v2/kpis/tv-links', level3Only(200)),
  row('POST', '/v2/kpis/tv-links', level3Only(201), (_context, caller: Caller) => ({
    payload: { label: `Wall for ${caller}` },
  })),
  row('DELETE', '/v2/kpis/tv-links/:id', level3Only(200, { otherCompany: 404 }), async (context) => ({
    url: `/v2/kpis/tv-links/${(await tvKey(context)).id}`,
  })),
  // the link's key is the credential, whoever holds it and whatever session they have
  row('GET', '/v2/kpis/tv', anyone(200), async (context) => ({ headers: { 'x-tv-key': (await tvKey(context)).key } })),
];
