import type { Orm } from '../client.js';
import { peerFeedback } from '../schema/peer-feedback.js';
import type { SeedContext } from './core.seed.js';
import { seedId, seededRandom } from './seed-ids.js';

// Acme projects and their people (managers first), as in projects.seed.ts.
const TEAMS: Array<{ key: string; people: number[] }> = [
  { key: 'atlas', people: [1, 2, 3, 4, 6, 9] },
  { key: 'beacon', people: [1, 2, 7, 8, 12] },
  { key: 'cobalt', people: [5, 10, 11, 13, 14] },
  { key: 'ember', people: [1, 3, 18, 19] },
];
const COMMENTS = [
  'Always ready to help.',
  'Great ownership of the release.',
  'Could share progress earlier.',
  'Solid reviews, clear code.',
  'Kept the team calm under pressure.',
  '',
];

/**
 * 360 feedback of the last three months (never the current one, so anyone may still rate this month):
 * each Acme teammate rates most of the others, deterministically, with scores around 3.5.
 */
export async function seedPeerFeedback(orm: Orm, context: SeedContext): Promise<void> {
  const random = seededRandom(360);
  const rows: Array<typeof peerFeedback.$inferInsert> = [];
  for (let back = 1; back <= 3; back += 1) {
    const first = new Date(Date.UTC(context.today.getUTCFullYear(), context.today.getUTCMonth() - back, 1));
    const month = first.toISOString().slice(0, 10);
    for (const team of TEAMS) {
      const projectId = seedId('project', 'acme', team.key);
      for (const reviewer of team.people) {
        for (const reviewee of team.people) {
          if (reviewer === reviewee || random() < 0.3) continue;
          const score = () => Math.min(5, Math.max(1, Math.round(2.5 + random() * 2.5)));
          rows.push({
            id: seedId('peer-feedback', team.key, back, reviewer, reviewee),
            companyId: seedId('company', 'acme'),
            projectId,
            reviewerId: seedId('user', 'acme', reviewer),
            revieweeId: seedId('user', 'acme', reviewee),
            month,
            dependability: score(),
            impact: score(),
            teamplay: score(),
            competence: score(),
            ownership: score(),
            comment: COMMENTS[Math.floor(random() * COMMENTS.length)]!,
            createdAt: new Date(first.getTime() + (3 + Math.floor(random() * 20)) * 86_400_000),
          });
        }
      }
    }
  }
  await orm.insert(peerFeedback).values(rows);
}
