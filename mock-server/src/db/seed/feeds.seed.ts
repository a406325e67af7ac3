import type { Orm } from '../client.js';
import { feedPosts } from '../schema/feeds.js';
import { postSystemEvent, type SystemEvent } from '../../services/system-posts.js';
import type { SeedContext } from './core.seed.js';
import { addDays } from './projects.seed.js';
import { seedId } from './seed-ids.js';

type SeedPost = { author: number; hoursAgo: number; body: string; editedHoursAgo?: number };

// Authors are peer indexes of core.seed.ts: 0 admin, 1 manager@acme, 2 member@acme.
const ACME_POSTS: SeedPost[] = [
  {
    author: 4,
    hoursAgo: 3,
    body: 'Release notes for this week are up: https://docs.acme.test/releases/latest — shout if something is missing.',
  },
  { author: 2, hoursAgo: 7, body: 'Anyone up for a lunch walk by the river at 1 pm? Weather looks great.' },
  {
    author: 9,
    hoursAgo: 20,
    body: 'Reminder: the staging database gets refreshed tonight at 22:00. Save your test data somewhere safe.',
  },
  {
    author: 1,
    hoursAgo: 26,
    body: 'Great demo today, Atlas team. The new billing flow is so much calmer than the old one.',
    editedHoursAgo: 25,
  },
  {
    author: 12,
    hoursAgo: 40,
    body: 'Beacon Mobile beta 0.9 is on TestFlight. Feedback form: https://forms.acme.test/beacon-beta',
  },
  {
    author: 6,
    hoursAgo: 52,
    body: 'Lost: a blue water bottle with stickers, probably in meeting room 3. Found: my dignity, eventually.',
  },
  {
    author: 14,
    hoursAgo: 70,
    body: 'Cobalt now ingests 2 million events a day without breaking a sweat. Dashboards: https://grafana.acme.test/d/cobalt',
  },
  {
    author: 3,
    hoursAgo: 95,
    body: 'Thanks to everyone who joined the accessibility workshop. Slides and recording are in the shared drive.',
  },
  {
    author: 2,
    hoursAgo: 118,
    body: 'First week on Fjord Payments done. Still learning what reconciliation really means, but getting there!',
  },
  { author: 18, hoursAgo: 140, body: 'Ember Design System v2 tokens are live. Dark mode comes for free now.' },
  { author: 21, hoursAgo: 165, body: 'Coffee machine on floor 2 is fixed. You may resume normal human behaviour.' },
  {
    author: 5,
    hoursAgo: 190,
    body: 'Hiring: we are looking for a senior backend developer. Referrals welcome, details at https://careers.acme.test/backend',
  },
  {
    author: 1,
    hoursAgo: 215,
    body: 'Sprint planning moves to Tuesday mornings from next week, so Monday stays free for support.',
  },
  {
    author: 10,
    hoursAgo: 260,
    body: 'Delta Support Desk is on hold while we wait for the new SLA contract. Questions welcome.',
  },
  { author: 16, hoursAgo: 300, body: 'Book club this month: "The Phoenix Project". We meet Thursday at 5 pm.' },
  {
    author: 8,
    hoursAgo: 340,
    body: 'Pro tip: the offline mode of Beacon works in the lift too. Tested it for science.',
  },
  {
    author: 23,
    hoursAgo: 390,
    body: 'Infra migration retrospective notes are published. Thanks for the patience during the cut-over.',
  },
  { author: 7, hoursAgo: 430, body: 'Welcome aboard to our two new QA engineers! Say hi when you see them.' },
  { author: 0, hoursAgo: 480, body: 'Office closed next Friday for the public holiday. Enjoy the long weekend.' },
  { author: 11, hoursAgo: 520, body: 'Quarterly all-hands recording is up for anyone who missed it.' },
];

const ACME_PINNED: SeedPost = {
  author: 0,
  hoursAgo: 30,
  body: 'Welcome to the Acme feed! Share wins, questions and news here. Please keep it friendly; the team handbook lives at https://handbook.acme.test',
};

const GLOBEX_POSTS: SeedPost[] = [
  { author: 0, hoursAgo: 5, body: 'Omega Logistics route planner goes to pilot customers next week.' },
  { author: 2, hoursAgo: 50, body: 'Sigma HR Suite kick-off notes are in the wiki.' },
];

/**
 * About 25 Acme posts over the last three weeks (one pinned until two weeks from today, a few system
 * posts) and a couple of Globex posts. Times count back from the start of `today` (UTC), so every post
 * is in the past and the same day always gives the same feed.
 */
export async function seedFeeds(orm: Orm, context: SeedContext): Promise<void> {
  const dayStart = new Date(
    Date.UTC(context.today.getUTCFullYear(), context.today.getUTCMonth(), context.today.getUTCDate()),
  );
  const hoursBefore = (hours: number) => new Date(dayStart.getTime() - hours * 3_600_000);
  const rows = (company: 'acme' | 'globex', posts: SeedPost[]) =>
    posts.map((post, n) => ({
      id: seedId('feed-post', company, n),
      companyId: seedId('company', company),
      kind: 'user' as const,
      authorId: seedId('user', company, post.author),
      body: post.body,
      createdAt: hoursBefore(post.hoursAgo),
      editedAt: post.editedHoursAgo === undefined ? null : hoursBefore(post.editedHoursAgo),
    }));
  await orm.insert(feedPosts).values([...rows('acme', ACME_POSTS), ...rows('globex', GLOBEX_POSTS)]);
  await orm.insert(feedPosts).values({
    id: seedId('feed-post', 'acme', 'pinned'),
    companyId: seedId('company', 'acme'),
    kind: 'user',
    authorId: seedId('user', 'acme', ACME_PINNED.author),
    body: ACME_PINNED.body,
    createdAt: hoursBefore(ACME_PINNED.hoursAgo),
    pinnedAt: hoursBefore(ACME_PINNED.hoursAgo - 1),
    pinnedBy: seedId('user', 'acme', 0),
    pinExpiresAt: new Date(addDays(dayStart, 14).getTime() + 12 * 3_600_000),
  });

  const acme = seedId('company', 'acme');
  const events: SystemEvent[] = [
    {
      companyId: acme,
      kind: 'sprint_closed',
      projectId: seedId('project', 'acme', 'atlas'),
      sprintId: seedId('sprint', 'acme', 'atlas', 'previous'),
      sprintName: 'Sprint 14',
      score: 86,
      at: hoursBefore(12),
    },
    {
      companyId: acme,
      kind: 'recognition',
      giverId: seedId('user', 'acme', 1),
      receiverId: seedId('user', 'acme', 2),
      points: 12,
      comment: 'Picked up the flaky checkout tests and made them boring again.',
      at: hoursBefore(60),
    },
    {
      companyId: acme,
      kind: 'project_delivered',
      projectId: seedId('project', 'acme', 'granite'),
      at: hoursBefore(336),
    },
    {
      companyId: acme,
      kind: 'sprint_closed',
      projectId: seedId('project', 'acme', 'beacon'),
      sprintId: seedId('sprint', 'acme', 'beacon', 'previous'),
      sprintName: 'Sprint 11',
      score: 64.5,
      at: hoursBefore(170),
    },
  ];
  for (const [n, event] of events.entries())
    await postSystemEvent(orm, { ...event, id: seedId('feed-post', 'acme', 'system', n) });
}
