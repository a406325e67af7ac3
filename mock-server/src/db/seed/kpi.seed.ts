import type { Orm } from '../client.js';
import {
  kpiChangeRequests,
  kpiClientContacts,
  kpiClientFeedback,
  kpiEnpsResponses,
  kpiMilestones,
  kpiOrgMonths,
  kpiProfitability,
  kpiProjectMonths,
  kpiSettings,
  kpiThoughtLeadership,
} from '../schema/kpi.js';
import type { SeedContext } from './core.seed.js';
import { addDays, isoDay } from './projects.seed.js';
import { seedId, seededRandom } from './seed-ids.js';

/**
 * Six months of KPI history for Acme's projects (the current month and the five before it), so the
 * tables, health bands and charts have data, plus the detail records of a few projects. Globex gets a
 * little of its own so that tenancy shows. Deterministic for a given day.
 */

// How each project tends to do: revenue per month, share achieved, profit %, eNPS and cNPS (0–10).
// startMonthsAgo/endMonthsAgo bound the months with a row, matching projects.seed.ts dates.
type Profile = {
  key: string;
  revenue: number;
  achieve: number;
  profit: number;
  enps: number;
  cnps: number;
  firstAgo: number;
  lastAgo: number;
  survey?: boolean;
};
const ACME: Profile[] = [
  {
    key: 'atlas',
    revenue: 120_000,
    achieve: 0.96,
    profit: 24,
    enps: 8.2,
    cnps: 8.6,
    firstAgo: 3,
    lastAgo: 0,
    survey: true,
  },
  {
    key: 'beacon',
    revenue: 90_000,
    achieve: 0.82,
    profit: 17,
    enps: 7.1,
    cnps: 7.4,
    firstAgo: 2,
    lastAgo: 0,
    survey: true,
  },
  { key: 'cobalt', revenue: 150_000, achieve: 0.7, profit: 12, enps: 6.2, cnps: 6.8, firstAgo: 3, lastAgo: 0 },
  { key: 'delta', revenue: 40_000, achieve: 0.35, profit: 6, enps: 4.1, cnps: 4.6, firstAgo: 4, lastAgo: 0 },
  { key: 'ember', revenue: 60_000, achieve: 1.02, profit: 28, enps: 8.8, cnps: 9.1, firstAgo: 2, lastAgo: 0 },
  { key: 'granite', revenue: 80_000, achieve: 0.9, profit: 21, enps: 7.6, cnps: 8.1, firstAgo: 5, lastAgo: 1 },
  { key: 'harbor', revenue: 50_000, achieve: 0.15, profit: -4, enps: 2.4, cnps: 2.1, firstAgo: 4, lastAgo: 2 },
];
const GLOBEX: Profile[] = [
  { key: 'omega', revenue: 70_000, achieve: 0.88, profit: 19, enps: 7.4, cnps: 7.9, firstAgo: 1, lastAgo: 0 },
];

const ENPS_QUESTIONS = [
  'How likely are you to recommend this project to a friend?',
  'How likely are you to recommend our company as a place to work?',
];

function monthsAgo(today: Date, count: number): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - count, 1)).toISOString().slice(0, 10);
}

/** A day inside a month that is never after today, so the current month only holds what has happened. */
function dayIn(today: Date, ago: number, dayOfMonth: number): string {
  const day = addDays(new Date(`${monthsAgo(today, ago)}T00:00:00Z`), dayOfMonth - 1);
  return isoDay(day > today ? today : day);
}

const round = (value: number, step: number) => Math.round(value / step) * step;

/** Comments on the seeded eNPS answer sheets (anonymous: no names). */
const ENPS_COMMENTS = [
  'Good pace, clear goals.',
  'Too many meetings this month.',
  'Great team to work with.',
  'Estimates keep slipping.',
];

export async function seedKpis(orm: Orm, context: SeedContext): Promise<void> {
  await orm.insert(kpiSettings).values([
    { companyId: seedId('company', 'acme'), currency: 'USD' },
    { companyId: seedId('company', 'globex'), currency: 'EUR' },
  ]);
  for (const [company, profiles] of [
    ['acme', ACME],
    ['globex', GLOBEX],
  ] as const) {
    const random = seededRandom(company === 'acme' ? 1010 : 2020);
    const totals = new Map<
      number,
      { expected: number; achieved: number; profit: number; enps: number; cnps: number }
    >();
    for (const profile of profiles) {
      for (let ago = profile.firstAgo; ago >= profile.lastAgo; ago -= 1) {
        const drift = (random() - 0.5) * 0.2;
        const projected = round(profile.revenue * (1 + (random() - 0.5) * 0.1), 500);
        const achieved = round(projected * Math.max(0, profile.achieve + drift), 500);
        const profit = Math.round((profile.profit + (random() - 0.5) * 6) * 10) / 10;
        const enps = Math.min(10, Math.max(0, Math.round((profile.enps + (random() - 0.5)) * 10) / 10));
        const cnps = Math.min(10, Math.max(0, Math.round((profile.cnps + (random() - 0.5)) * 10) / 10));
        await orm.insert(kpiProjectMonths).values({
          id: seedId('kpi-month', company, profile.key, ago),
          companyId: seedId('company', company),
          projectId: seedId('project', company, profile.key),
          month: monthsAgo(context.today, ago),
          projectedRevenue: projected,
          achievedRevenue: achieved,
          profitPercent: profit,
          // surveyed projects leave the last three months' eNPS to their survey
          enps: profile.survey && ago <= 2 ? null : enps,
          cnps,
          updatedBy: seedId('user', company, 0),
        });
        const sum = totals.get(ago) ?? { expected: 0, achieved: 0, profit: 0, enps: 0, cnps: 0 };
        totals.set(ago, {
          expected: sum.expected + projected,
          achieved: sum.achieved + achieved,
          profit: sum.profit + (profit * achieved) / 100,
          enps: sum.enps + enps,
          cnps: sum.cnps + cnps,
        });
      }
    }
    for (const [ago, sum] of totals) {
      const count = profiles.filter((profile) => profile.firstAgo >= ago && profile.lastAgo <= ago).length;
      await orm.insert(kpiOrgMonths).values({
        id: seedId('kpi-org-month', company, ago),
        companyId: seedId('company', company),
        month: monthsAgo(context.today, ago),
        expectedRevenue: sum.expected,
        achievedRevenue: sum.achieved,
        profitPercent: sum.achieved > 0 ? Math.round((sum.profit / sum.achieved) * 1000) / 10 : null,
        enps: Math.round((sum.enps / count) * 10) / 10,
        cnps: Math.round((sum.cnps / count) * 10) / 10,
        // the targets were raised three months ago
        targetProfitPercent: ago >= 3 ? 18 : 20,
        targetEnps: 7.5,
        targetCnps: 8,
        updatedBy: seedId('user', company, 0),
      });
    }
  }
  await seedAcmeRecords(orm, context);
}

/** Acme's project records of every kind (Atlas has each; Beacon a milestone and eNPS), dated from today. */
async function seedAcmeRecords(orm: Orm, context: SeedContext): Promise<void> {
  const ids: AcmeIds = {
    base: { companyId: seedId('company', 'acme') },
    atlas: seedId('project', 'acme', 'atlas'),
    beacon: seedId('project', 'acme', 'beacon'),
  };
  await seedMilestones(orm, context, ids);
  await seedChangeRequests(orm, context, ids);
  await seedProfitability(orm, context, ids);
  await seedEnpsSurveys(orm, context, ids);
  await seedClientRecords(orm, context, ids);
  await seedThoughtLeadership(orm, context, ids);
}

type AcmeIds = { base: { companyId: string }; atlas: string; beacon: string };

async function seedMilestones(orm: Orm, context: SeedContext, { base, atlas, beacon }: AcmeIds): Promise<void> {
  await orm.insert(kpiMilestones).values([
    {
      ...base,
      id: seedId('kpi-milestone', 'atlas', 1),
      projectId: atlas,
      name: 'Discovery and design sign-off',
      amount: 60_000,
      plannedRaiseDate: dayIn(context.today, 3, 10),
      actualRaiseDate: dayIn(context.today, 3, 12),
      paidOn: dayIn(context.today, 2, 8),
      status: 'paid',
    },
    {
      ...base,
      id: seedId('kpi-milestone', 'atlas', 2),
      projectId: atlas,
      name: 'Billing self-service beta',
      amount: 90_000,
      plannedRaiseDate: dayIn(context.today, 1, 15),
      actualRaiseDate: dayIn(context.today, 1, 20),
      paidOn: null,
      status: 'raised',
    },
    {
      ...base,
      id: seedId('kpi-milestone', 'atlas', 3),
      projectId: atlas,
      name: 'Customer portal launch',
      amount: 120_000,
      plannedRaiseDate: isoDay(addDays(context.today, 45)),
      actualRaiseDate: null,
      paidOn: null,
      status: 'planned',
    },
    {
      ...base,
      id: seedId('kpi-milestone', 'beacon', 1),
      projectId: beacon,
      name: 'Offline sync prototype',
      amount: 45_000,
      plannedRaiseDate: dayIn(context.today, 2, 5),
      actualRaiseDate: dayIn(context.today, 2, 5),
      paidOn: dayIn(context.today, 1, 2),
      status: 'paid',
    },
  ]);
}

async function seedChangeRequests(orm: Orm, context: SeedContext, { base, atlas }: AcmeIds): Promise<void> {
  await orm.insert(kpiChangeRequests).values([
    {
      ...base,
      id: seedId('kpi-cr', 'atlas', 1),
      projectId: atlas,
      title: 'Invoice PDF branding',
      description: 'Client asked for their own invoice template.',
      amount: 8_000,
      raisedOn: dayIn(context.today, 2, 14),
      status: 'approved',
    },
    {
      ...base,
      id: seedId('kpi-cr', 'atlas', 2),
      projectId: atlas,
      title: 'Single sign-on with Azure AD',
      description: '',
      amount: 15_000,
      raisedOn: dayIn(context.today, 0, 3),
      status: 'proposed',
    },
  ]);
}

async function seedProfitability(orm: Orm, context: SeedContext, { base, atlas }: AcmeIds): Promise<void> {
  await orm.insert(kpiProfitability).values(
    [3, 2, 1, 0].map((ago, index) => ({
      ...base,
      id: seedId('kpi-profit', 'atlas', ago),
      projectId: atlas,
      asOn: dayIn(context.today, ago, 1),
      completionPercent: 15 + index * 20,
      currentProfitPercent: [19, 21.5, 23, 24.5][index]!,
      targetProfitPercent: 22,
      note: index === 0 ? 'Design phase ran over by a week.' : '',
    })),
  );
}

/** Three monthly eNPS surveys of Atlas (its team leaning happy) and Beacon, answered with a fixed generator. */
async function seedEnpsSurveys(orm: Orm, context: SeedContext, { base, atlas, beacon }: AcmeIds): Promise<void> {
  const random = seededRandom(3030);
  const responses: Array<typeof kpiEnpsResponses.$inferInsert> = [];
  for (const [key, projectId, members, lean] of [
    ['atlas', atlas, [2, 3, 4, 6, 9], 1.5],
    ['beacon', beacon, [2, 7, 8, 12], 0],
  ] as const) {
    for (const ago of [2, 1, 0]) {
      members.forEach((member, index) => {
        const score = (offset: number) =>
          Math.min(10, Math.max(0, Math.round(6.5 + lean + offset + (random() - 0.5) * 5)));
        responses.push({
          ...base,
          id: seedId('kpi-enps', key, ago, member),
          projectId,
          surveyedOn: dayIn(context.today, ago, 2 + index),
          // answer sheets are anonymous (issue #29); some carry a comment
          comment: index % 2 === 0 ? ENPS_COMMENTS[(ago + index) % ENPS_COMMENTS.length]! : '',
          answers: ENPS_QUESTIONS.map((question, q) => ({ question, score: score(q === 0 ? 0.5 : -0.5) })),
        });
      });
    }
  }
  await orm.insert(kpiEnpsResponses).values(responses);
}

/** Atlas's client contacts and what they said. */
async function seedClientRecords(orm: Orm, context: SeedContext, { base, atlas }: AcmeIds): Promise<void> {
  const contacts = [
    {
      id: seedId('kpi-contact', 'atlas', 1),
      name: 'Helen Park',
      email: 'helen.park@northwind.test',
      title: 'VP Customer Experience',
      phone: '+1 415 555 0132',
    },
    {
      id: seedId('kpi-contact', 'atlas', 2),
      name: 'Tom Becker',
      email: 'tom.becker@northwind.test',
      title: 'Product Owner',
      phone: '',
    },
  ];
  await orm.insert(kpiClientContacts).values(contacts.map((contact) => ({ ...base, projectId: atlas, ...contact })));
  await orm.insert(kpiClientFeedback).values([
    {
      ...base,
      id: seedId('kpi-feedback', 'atlas', 1),
      projectId: atlas,
      contactId: contacts[0]!.id,
      receivedOn: dayIn(context.today, 2, 20),
      rating: 9,
      improvementAreas: ['Documentation'],
      comment: 'Great demos every sprint.',
    },
    {
      ...base,
      id: seedId('kpi-feedback', 'atlas', 2),
      projectId: atlas,
      contactId: contacts[1]!.id,
      receivedOn: dayIn(context.today, 1, 18),
      rating: 7,
      improvementAreas: ['Timeliness', 'Estimation'],
      comment: 'The beta slipped by a week.',
    },
    {
      ...base,
      id: seedId('kpi-feedback', 'atlas', 3),
      projectId: atlas,
      contactId: contacts[0]!.id,
      receivedOn: dayIn(context.today, 0, 1),
      rating: 10,
      improvementAreas: [],
      comment: 'Billing flows are exactly what we needed.',
    },
  ]);
}

async function seedThoughtLeadership(orm: Orm, context: SeedContext, { base, atlas }: AcmeIds): Promise<void> {
  await orm.insert(kpiThoughtLeadership).values([
    {
      ...base,
      id: seedId('kpi-tl', 'atlas', 1),
      projectId: atlas,
      title: 'Designing self-service billing that customers trust',
      domain: 'Fintech UX',
      teammateIds: [seedId('user', 'acme', 3), seedId('user', 'acme', 6)],
      link: 'https://blog.acme.test/self-service-billing',
      imageUrl: '',
      description: 'What we learned running five rounds of usability tests on invoices.',
      publishedOn: dayIn(context.today, 1, 22),
    },
    {
      ...base,
      id: seedId('kpi-tl', 'atlas', 2),
      projectId: atlas,
      title: 'Talk: accessible forms at scale',
      domain: 'Accessibility',
      teammateIds: [seedId('user', 'acme', 2)],
      link: 'https://events.acme.test/a11y-forms',
      imageUrl: '',
      description: 'A meetup talk on form validation messages that screen readers announce well.',
      publishedOn: dayIn(context.today, 2, 11),
    },
  ]);
}
