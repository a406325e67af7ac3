import type { Orm } from '../client.js';
import { projectMembers, projectPlatforms, projects, type ProjectStatus } from '../schema/projects.js';
import type { SeedContext } from './core.seed.js';
import { seedId } from './seed-ids.js';

type SeedProject = {
  key: string;
  name: string;
  status: ProjectStatus;
  startWeeksAgo: number;
  months?: number;
  endInWeeks?: number;
  platforms: string[];
  managers: number[];
  members: number[];
  description: string;
};

// Peer indexes refer to core.seed.ts: 0 admin, 1 manager@acme, 2 member@acme.
const ACME: SeedProject[] = [
  {
    key: 'atlas',
    name: 'Atlas Web Revamp',
    status: 'in_progress',
    startWeeksAgo: 14,
    months: 6,
    platforms: ['Web'],
    managers: [1],
    members: [2, 3, 4, 6, 9],
    description: 'A new customer portal with self-service billing.',
  },
  {
    key: 'beacon',
    name: 'Beacon Mobile',
    status: 'in_progress',
    startWeeksAgo: 12,
    endInWeeks: 10,
    platforms: ['iOS', 'Android'],
    managers: [1],
    members: [2, 7, 8, 12],
    description: 'Native apps for field engineers, offline first.',
  },
  {
    key: 'cobalt',
    name: 'Cobalt Data Platform',
    status: 'in_progress',
    startWeeksAgo: 13,
    months: 12,
    platforms: ['API'],
    managers: [5],
    members: [10, 11, 13, 14],
    description: 'Event pipeline and warehouse for analytics.',
  },
  {
    key: 'delta',
    name: 'Delta Support Desk',
    status: 'on_hold',
    startWeeksAgo: 20,
    endInWeeks: 6,
    platforms: ['Web'],
    managers: [10],
    members: [15, 16, 17],
    description: 'Ticketing with SLA tracking for the support team.',
  },
  {
    key: 'ember',
    name: 'Ember Design System',
    status: 'in_progress',
    startWeeksAgo: 10,
    months: 3,
    platforms: ['Web', 'Desktop'],
    managers: [1],
    members: [3, 18, 19],
    description: 'Shared components and tokens for every product.',
  },
  {
    key: 'fjord',
    name: 'Fjord Payments',
    status: 'pending',
    startWeeksAgo: -2,
    endInWeeks: 16,
    platforms: ['API', 'Web'],
    managers: [15],
    members: [2, 20, 21],
    description: 'Card and bank transfer payments with reconciliation.',
  },
  {
    key: 'granite',
    name: 'Granite Infra Migration',
    status: 'delivered',
    startWeeksAgo: 26,
    endInWeeks: -2,
    platforms: ['API'],
    managers: [20],
    members: [22, 23, 24],
    description: 'Move every service to the new cluster.',
  },
  {
    key: 'harbor',
    name: 'Harbor Partner API',
    status: 'cancelled',
    startWeeksAgo: 18,
    endInWeeks: -6,
    platforms: ['API'],
    managers: [25],
    members: [26, 27],
    description: 'Public API for resellers; cancelled after the merger.',
  },
];

const GLOBEX: SeedProject[] = [
  {
    key: 'omega',
    name: 'Omega Logistics',
    status: 'in_progress',
    startWeeksAgo: 8,
    months: 4,
    platforms: ['Web'],
    managers: [0],
    members: [1, 2, 3],
    description: 'Route planning for the Globex fleet.',
  },
  {
    key: 'sigma',
    name: 'Sigma HR Suite',
    status: 'pending',
    startWeeksAgo: 2,
    endInWeeks: 20,
    platforms: ['Web', 'iOS'],
    managers: [0],
    members: [4, 5],
    description: 'Onboarding and payroll for Globex.',
  },
];

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The Monday of `today`'s week, at UTC midnight: seed dates are laid out from it. */
export function mondayOf(today: Date): Date {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const offset = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - offset);
  return day;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next;
}

export async function seedProjects(orm: Orm, context: SeedContext): Promise<void> {
  const monday = mondayOf(context.today);
  for (const [company, list] of [
    ['acme', ACME],
    ['globex', GLOBEX],
  ] as const) {
    for (const project of list) {
      const id = seedId('project', company, project.key);
      const start = addDays(monday, -7 * project.startWeeksAgo);
      await orm.insert(projects).values({
        id,
        companyId: seedId('company', company),
        name: project.name,
        description: project.description,
        status: project.status,
        startDate: isoDay(start),
        endDate: project.endInWeeks === undefined ? null : isoDay(addDays(monday, 7 * project.endInWeeks + 4)),
        recurringMonths: project.months ?? null,
        createdBy: seedId('user', company, project.managers[0]!),
      });
      await orm.insert(projectMembers).values([
        ...project.managers.map((n) => ({
          projectId: id,
          userId: seedId('user', company, n),
          role: 'manager' as const,
        })),
        ...project.members.map((n) => ({
          projectId: id,
          userId: seedId('user', company, n),
          role: 'member' as const,
        })),
      ]);
      await orm
        .insert(projectPlatforms)
        .values(project.platforms.map((name) => ({ projectId: id, platformId: seedId('platform', company, name) })));
    }
  }
}
