import type { Orm } from '../client.js';
import { demoUsers, type DemoPermissions } from '../schema/demo.js';
import { seededRandom } from './seed-ids.js';

/** §9: about 50 sample users, ids 268 to 317. */
const DEMO_USER_FIRST_ID = 268;
const DEMO_USER_COUNT = 50;

const FIRST = [
  'Angelo',
  'Beatrix',
  'Cyrus',
  'Dalia',
  'Emeka',
  'Freya',
  'Goran',
  'Hana',
  'Ivo',
  'Jonas',
  'Kira',
  'Luca',
  'Mira',
  'Nadim',
  'Olga',
  'Pavel',
  'Quentin',
  'Rosa',
  'Sven',
  'Talia',
  'Umar',
  'Vera',
  'Wyatt',
  'Xenia',
  'Yusuf',
];
const LAST = [
  'Sashington',
  'Okoye',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Varga',
  'Oyelaran',
  'Castillo',
  'Petrov',
  'Haas',
  'Nakamura',
  'Ferreira',
  'Kowalski',
  'Adeyemi',
  'Brennan',
  'Quispe',
  'Rahman',
  'Svensson',
  'Duarte',
  'Zielinski',
];
const PLACES = [
  { city: 'New York', state: 'New York', country: 'United States', post: '10001' },
  { city: 'Pune', state: 'Maharashtra', country: 'India', post: '411001' },
  { city: 'Berlin', state: 'Berlin', country: 'Germany', post: '10115' },
  { city: 'Lagos', state: 'Lagos', country: 'Nigeria', post: '100001' },
  { city: 'São Paulo', state: 'São Paulo', country: 'Brazil', post: '01000-000' },
  { city: 'Osaka', state: 'Osaka', country: 'Japan', post: '530-0001' },
];
const COUNTRIES = [
  'Bolivia',
  'Canada',
  'Estonia',
  'Ghana',
  'India',
  'Japan',
  'Mexico',
  'Portugal',
  'Sweden',
  'Vietnam',
];
const COMPANIES = [
  'WinDon Technologies Pvt Ltd',
  'Northwind Traders',
  'Blue Harbor Labs',
  'Quantum Orchard',
  'Atlas Freight Co',
];
const LANGUAGES = ['English', 'Arabic', 'French', 'German', 'Hindi', 'Japanese', 'Portuguese', 'Spanish'];
const CONTACT_OPTIONS = ['email', 'message', 'phone'];
const ROLES = ['user', 'staff', 'admin', 'user', 'staff'] as const;
const STATUSES = ['active', 'active', 'blocked', 'active', 'deactivated'] as const;
const DEPARTMENTS = ['sales', 'development', 'management'] as const;
const DESIGNATIONS = ['Associate', 'Senior Associate', 'Lead', 'Manager', 'Director'];
const CURRENT_STATUSES = ['office', 'wfh', 'field', 'leave'];
const OFFICES: Record<string, string[]> = {
  Pune: ['A Block', 'B Block'],
  Bengaluru: ['Tower 1', 'Tower 2'],
  Remote: ['Home'],
};

const FULL: DemoPermissions['users'] = { read: true, write: true, create: true, delete: true };

/** Only the first sample user carries permissions (§3). */
const FIRST_USER_PERMISSIONS: DemoPermissions = {
  users: { read: true, write: false, create: false, delete: false },
  posts: FULL,
  comments: { read: true, write: false, create: true, delete: false },
};

export async function seedDemoUsers(orm: Orm): Promise<void> {
  const random = seededRandom(DEMO_USER_FIRST_ID);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const rows: Array<typeof demoUsers.$inferInsert> = [];
  for (let n = 0; n < DEMO_USER_COUNT; n += 1) {
    const id = DEMO_USER_FIRST_ID + n;
    const first = FIRST[n % FIRST.length]!;
    const last = LAST[(n * 7) % LAST.length]!;
    const handle = `${first}${last}`.toLowerCase().replace(/[^a-z]/g, '') + (100 + n);
    const place = PLACES[n % PLACES.length]!;
    const office = Object.keys(OFFICES)[n % 3]!;
    const year = 1968 + Math.floor(random() * 34);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    rows.push({
      id,
      username: handle,
      avatar: `assets/img/portrait/small/avatar-s-${(n % 25) + 1}.jpg`,
      email: `${first}.${last}@example.com`.toLowerCase(),
      name: `${first} ${last}`,
      dob: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      gender: n % 2 === 0 ? 'male' : 'female',
      country: pick(COUNTRIES),
      role: ROLES[n % ROLES.length]!,
      status: STATUSES[n % STATUSES.length]!,
      isVerified: n % 3 !== 2,
      department: DEPARTMENTS[n % DEPARTMENTS.length]!,
      company: pick(COMPANIES),
      mobile: `+1 555 01${String(n).padStart(2, '0')}`,
      website: `https://${handle}.example.com`,
      languagesKnown: [...new Set([LANGUAGES[n % LANGUAGES.length]!, pick(LANGUAGES)])],
      contactOptions: CONTACT_OPTIONS.filter((_, index) => index === 0 || random() < 0.6),
      location: {
        add_line_1: `${10 + n} Market Street`,
        add_line_2: n % 4 === 0 ? `Suite ${200 + n}` : '',
        post_code: place.post,
        city: place.city,
        state: place.state,
        country: place.country,
      },
      socialLinks: {
        twitter: `https://twitter.com/${handle}`,
        facebook: `https://www.facebook.com/${handle}`,
        instagram: `https://www.instagram.com/${handle}/`,
        github: `https://github.com/${handle}`,
        codepen: `https://codepen.io/${handle}`,
        slack: `@${handle}`,
      },
      permissions: n === 0 ? FIRST_USER_PERMISSIONS : null,
      employeeId: `EMP${id}`,
      designation: DESIGNATIONS[n % DESIGNATIONS.length]!,
      currentStatus: CURRENT_STATUSES[n % CURRENT_STATUSES.length]!,
      office,
      block: OFFICES[office]![n % OFFICES[office]!.length]!,
      popularity: Math.round(random() * 100),
    });
  }
  await orm.insert(demoUsers).values(rows);
}
