import type { Orm } from '../client.js';
import {
  activityTypes,
  blocks,
  companies,
  designations,
  jobRoles,
  locations,
  platforms,
  publicHolidays,
  users,
} from '../schema/core.js';
import { seedId, seededRandom } from './seed-ids.js';
import { seedPasswordHash } from './seed-password.js';

export const DEMO_PASSWORD = 'Timely#2026';

/** The sign-ins shown on the README and the login page (the seed, mock-server/src/db/seed). */
const DEMO_LOGINS = [
  { email: 'admin@acme.test', role: 'admin', level: 'level3', company: 'acme', name: 'Ada Admin' },
  { email: 'manager@acme.test', role: 'editor', level: 'level2', company: 'acme', name: 'Max Manager' },
  { email: 'member@acme.test', role: 'editor', level: 'level1', company: 'acme', name: 'Mia Member' },
  { email: 'admin@globex.test', role: 'admin', level: 'level3', company: 'globex', name: 'Gus Globex' },
] as const;

const SEED_SALT = 'timelyseedsaltvalue000';

const JOB_ROLES = [
  'Frontend Developer',
  'Backend Developer',
  'QA Engineer',
  'Designer',
  'Project Manager',
  'DevOps Engineer',
];
const ACTIVITIES: Record<string, string[]> = {
  'Frontend Developer': ['UI development', 'Bug fixing', 'Code review'],
  'Backend Developer': ['API development', 'Bug fixing', 'Code review', 'Database work'],
  'QA Engineer': ['Test planning', 'Manual testing', 'Automation'],
  Designer: ['Wireframes', 'Visual design', 'Prototyping'],
  'Project Manager': ['Planning', 'Client meeting', 'Reporting'],
  'DevOps Engineer': ['Infrastructure', 'CI/CD', 'Monitoring'],
};
const DESIGNATIONS = ['Trainee', 'Associate', 'Senior Associate', 'Lead', 'Manager', 'Director'];
const LOCATIONS: Record<string, string[]> = {
  Pune: ['A Block', 'B Block'],
  Bengaluru: ['Tower 1', 'Tower 2'],
  Remote: ['Home'],
};
const PLATFORMS = ['Web', 'iOS', 'Android', 'Desktop', 'API'];
const WORK_MODES = ['office', 'wfh', 'field'] as const;
const TIME_ZONES = ['Asia/Kolkata', 'Europe/London', 'America/New_York'];

const FIRST = [
  'Aarav',
  'Bea',
  'Chen',
  'Dev',
  'Elif',
  'Farah',
  'Gita',
  'Hugo',
  'Ines',
  'Jai',
  'Kofi',
  'Lena',
  'Milo',
  'Nia',
  'Omar',
  'Priya',
  'Quinn',
  'Ravi',
  'Sara',
  'Tariq',
  'Uma',
  'Vik',
  'Wen',
  'Yara',
  'Zane',
  'Arjun',
];
const LAST = [
  'Shah',
  'Lopez',
  'Wang',
  'Patel',
  'Demir',
  'Khan',
  'Rao',
  'Martin',
  'Silva',
  'Mehta',
  'Mensah',
  'Berg',
  'Novak',
  'Okafor',
  'Haddad',
  'Iyer',
  'Reid',
  'Kumar',
  'Costa',
  'Aziz',
  'Nair',
  'Das',
  'Li',
  'Sousa',
  'Ford',
  'Joshi',
];

/** The name of a company's n-th seeded peer, for every seed that mentions someone (only its own people). */
export function seedPeerName(company: 'acme' | 'globex', n: number): string {
  const login = DEMO_LOGINS.filter((entry) => entry.company === company)[n];
  if (login) return login.name;
  // distinct (first, last) pairs for every n, and Globex's people differ from Acme's
  const k = company === 'acme' ? n : n + 40;
  return `${FIRST[k % FIRST.length]} ${LAST[(k * 3 + Math.floor(k / FIRST.length)) % LAST.length]}`;
}

export type SeedContext = {
  today: Date;
  /** bcrypt cost of the seeded accounts' passwords; the API tests' templates lower it (seed-password.ts). */
  passwordCost?: number;
};

export async function seedCore(orm: Orm, context: SeedContext): Promise<void> {
  const passwordHash = seedPasswordHash(DEMO_PASSWORD, SEED_SALT, context.passwordCost);
  for (const company of [
    { slug: 'acme', name: 'Acme' },
    { slug: 'globex', name: 'Globex' },
  ] as const) {
    const companyId = seedId('company', company.slug);
    await orm.insert(companies).values({ id: companyId, name: company.name, slug: company.slug });
    await seedOptions(orm, company.slug, context);
    const random = seededRandom(company.slug === 'acme' ? 7 : 11);
    const peerCount = company.slug === 'acme' ? 30 : 6;
    const rows: Array<typeof users.$inferInsert> = [];
    for (let n = 0; n < peerCount; n += 1) {
      const login = DEMO_LOGINS.filter((entry) => entry.company === company.slug)[n];
      const jobRole = JOB_ROLES[n % JOB_ROLES.length]!;
      const location = Object.keys(LOCATIONS)[n % 3]!;
      const block = LOCATIONS[location]![n % LOCATIONS[location]!.length]!;
      const name = seedPeerName(company.slug, n);
      const slug = name.toLowerCase().replace(/[^a-z]+/g, '.');
      const mode = WORK_MODES[Math.floor(random() * 3)]!;
      rows.push({
        id: seedId('user', company.slug, n),
        companyId,
        email: login?.email ?? `${slug}@${company.slug}.test`,
        passwordHash,
        name,
        employeeId: `${company.slug === 'acme' ? 'AC' : 'GX'}-${String(1001 + n)}`,
        phone: `+91 98${String(20000000 + n * 7919).slice(0, 8)}`,
        avatarUrl: null,
        jobRoleId: seedId('job-role', company.slug, jobRole),
        designationId: seedId('designation', company.slug, DESIGNATIONS[Math.min(5, Math.floor(n / 6))]!),
        locationId: seedId('location', company.slug, location),
        blockId: seedId('block', company.slug, location, block),
        defaultWorkMode: mode,
        currentStatus: mode,
        workingHours: n % 4 === 0 ? '10:00-19:00' : '09:00-18:00',
        timeZone: TIME_ZONES[n % TIME_ZONES.length]!,
        imIds: { skype: `live:${slug}`, slack: `@${slug}`, zoom: `${slug}@zoom.test` },
        role: login?.role ?? 'editor',
        level: login?.level ?? (n % 5 === 0 ? 'level2' : 'level1'),
        // with the company since two years before today: the seeded history (sprints, leave, reviews) is theirs,
        // and last year's unused leave carries over as it does for anyone who worked that year
        createdAt: new Date(Date.UTC(context.today.getUTCFullYear() - 2, 0, 4)),
      });
    }
    await orm.insert(users).values(rows);
  }
}

async function seedOptions(orm: Orm, company: string, context: SeedContext): Promise<void> {
  const companyId = seedId('company', company);
  await orm
    .insert(jobRoles)
    .values(JOB_ROLES.map((name) => ({ id: seedId('job-role', company, name), companyId, name })));
  await orm.insert(activityTypes).values(
    JOB_ROLES.flatMap((role) =>
      ACTIVITIES[role]!.map((name) => ({
        id: seedId('activity', company, role, name),
        jobRoleId: seedId('job-role', company, role),
        name,
      })),
    ),
  );
  await orm
    .insert(designations)
    .values(DESIGNATIONS.map((name) => ({ id: seedId('designation', company, name), companyId, name })));
  for (const [location, blockNames] of Object.entries(LOCATIONS)) {
    const locationId = seedId('location', company, location);
    await orm.insert(locations).values({ id: locationId, companyId, name: location });
    await orm
      .insert(blocks)
      .values(blockNames.map((name) => ({ id: seedId('block', company, location, name), locationId, name })));
  }
  await orm
    .insert(platforms)
    .values(PLATFORMS.map((name) => ({ id: seedId('platform', company, name), companyId, name })));
  const year = context.today.getUTCFullYear();
  const holidays = [
    [`${year}-01-01`, "New Year's Day"],
    [`${year}-05-01`, 'Labour Day'],
    [`${year}-08-15`, 'Independence Day'],
    [`${year}-10-02`, 'Gandhi Jayanti'],
    [`${year}-12-25`, 'Christmas Day'],
    [`${year + 1}-01-01`, "New Year's Day"],
  ] as const;
  await orm
    .insert(publicHolidays)
    .values(holidays.map(([day, name]) => ({ id: seedId('holiday', company, day), companyId, day, name })));
}
