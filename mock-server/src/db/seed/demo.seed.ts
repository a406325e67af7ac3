import { sql } from 'drizzle-orm';
import type { Orm } from '../client.js';
import { demoAutocomplete, demoBookmarks, demoCalendarEvents, demoLoginUsers, demoTodos } from '../schema/demo.js';
import { DEMO_PASSWORD, type SeedContext } from './core.seed.js';
import { seedDemoChat } from './demo-chat.seed.js';
import { seedDemoMail } from './demo-mail.seed.js';
import { seedDemoUsers } from './demo-users.seed.js';
import { addDays, mondayOf } from './projects.seed.js';
import { seedPasswordHash } from './seed-password.js';

/** §6 demo accounts demo, admin and staff; they share the README's password. */
export const DEMO_LOGINS = [
  { id: 1, email: 'demo@demo.com', name: 'Demo' },
  { id: 2, email: 'admin@admin.com', name: 'Admin' },
  { id: 3, email: 'staff@staff.com', name: 'Staff' },
] as const;

const SEED_SALT = 'timelydemosaltvalue000';

type SeedBookmark = [group: string, target: string, title: string, link: string, icon: string];

// The product's pages and the template's demo pages (spec §2), in groups of more than 4 so the limit shows.
const BOOKMARKS: SeedBookmark[] = [
  ['Timely', 'overview', 'Overview', '/preview', 'Home'],
  ['Timely', 'availability', 'People Availability', '/dashboard', 'Users'],
  ['Timely', 'peerReview', '360 Peer feedback', '/get-overall-peer-review', 'Award'],
  ['Timely', 'feed', 'Feeds', '/feed', 'Rss'],
  ['Timely', 'peers', 'View All Peers', '/data-list/manage-peer-view', 'UserCheck'],
  ['Timely', 'projects', 'View All Projects', '/data-list/view-all-projects', 'Briefcase'],
  ['Timely', 'leaveReport', 'Leave Report', '/leaveReport', 'Calendar'],
  ['Timely', 'projectKpi', 'Project-level KPI', '/projectlevel', 'TrendingUp'],
  ['Apps', 'todo', 'Todo', '/todo/all', 'CheckSquare'],
  ['Apps', 'chat', 'Chat', '/chat', 'MessageSquare'],
  ['Apps', 'email', 'Email', '/email/inbox', 'Mail'],
  ['Apps', 'calendar', 'Calendar', '/calendar', 'Calendar'],
  ['Apps', 'userList', 'User List', '/pages/user/list', 'List'],
  ['Apps', 'userView', 'User View', '/pages/user/view', 'User'],
  ['Apps', 'userEdit', 'User Edit', '/app/user/edit', 'Edit'],
  ['Pages', 'ecommerceDashboard', 'eCommerce Dashboard', '/ecommerce-dashboard', 'ShoppingCart'],
  ['Pages', 'register', 'Register', '/pages/register', 'UserPlus'],
  ['Pages', 'forgotPassword', 'Forgot Password', '/pages/forgot-password', 'HelpCircle'],
  ['Pages', 'resetPassword', 'Reset Password', '/pages/reset-password', 'Key'],
  ['Pages', 'lockScreen', 'Lock Screen', '/pages/lock-screen', 'Lock'],
  ['Pages', 'accountSettings', 'Account Settings', '/pages/account-settings', 'Settings'],
  ['Misc', 'error404', 'Error 404', '/misc/error/404', 'AlertTriangle'],
  ['Misc', 'error500', 'Error 500', '/misc/error/500', 'AlertOctagon'],
  ['Misc', 'maintenance', 'Maintenance', '/misc/maintenance', 'Tool'],
  ['Misc', 'comingSoon', 'Coming Soon', '/misc/coming-soon', 'Clock'],
];
const STARRED_AT_SEED = ['todo', 'chat', 'email', 'calendar'];

// every tag and every flag (§3 demo task), including a trashed tagged task
const TODOS: Array<[title: string, desc: string, tags: string[], flags: string]> = [
  ['Plan the sprint review', 'Collect demos from each team and book the room.', ['doc'], 'important'],
  [
    'Fix the date shift in CSV export',
    'Dates move by a day for users east of UTC.',
    ['bug', 'backend'],
    'important starred',
  ],
  ['Polish the empty states', 'Every list needs a friendly empty state with an action.', ['frontend'], ''],
  ['Write the API changelog', 'Summarise the new endpoints and the breaking change.', ['doc', 'backend'], 'completed'],
  ['Dark theme contrast pass', 'Check every chart colour against the dark background.', ['frontend'], 'starred'],
  ['Retry on flaky upload', 'Uploads over 5 MB fail on slow networks.', ['bug'], ''],
  ['Index the feed table', 'The feed query scans the whole table on page 3+.', ['backend'], 'completed starred'],
  ['Remove the old login page', 'Replaced by the new shell sign-in.', ['frontend'], 'completed trashed'],
  ['Document the leave rules', 'Half days, public holidays and balances.', ['doc'], 'important completed'],
  [
    'Crash on empty project list',
    'The sidebar throws when a user has no projects.',
    ['bug', 'frontend'],
    'important starred trashed',
  ],
  ['Load test the KPI endpoint', 'Target: 200 requests per second at p95 under 300 ms.', ['backend'], ''],
  ['Onboarding checklist', 'What a new peer needs on day one.', [], 'starred'],
];

const EVENTS: Array<[title: string, dayOffset: number, startHour: number, hours: number, allDay: boolean]> = [
  ['Sprint planning', 0, 9, 2, false],
  ['Design review', 1, 14, 1, false],
  ['Client workshop', 2, 10, 3, false],
  ['Company all-hands', 3, 16, 1, false],
  ['Release day', 4, 0, 24, true],
  ['Quarterly business review', 8, 11, 2, false],
  ['Team offsite', 10, 0, 48, true],
  ['Retrospective', -3, 15, 1, false],
];

const AUTOCOMPLETE = [
  'The Shawshank Redemption',
  'The Godfather',
  'The Dark Knight',
  '12 Angry Men',
  "Schindler's List",
  'Pulp Fiction',
  'Fight Club',
  'Forrest Gump',
  'Inception',
  'The Matrix',
  'Goodfellas',
  'Seven Samurai',
  'Spirited Away',
  'Parasite',
  'Interstellar',
  'City of God',
  'Life Is Beautiful',
  'The Green Mile',
  'Back to the Future',
  'Casablanca',
  'Modern Times',
  'Rear Window',
  'Alien',
  'Apocalypse Now',
  'Memento',
  'Amélie',
];

/** The spec's demo API data (§3), global and deterministic for a given day. */
export async function seedDemo(orm: Orm, context: SeedContext): Promise<void> {
  const passwordHash = seedPasswordHash(DEMO_PASSWORD, SEED_SALT, context.passwordCost);
  await orm.insert(demoLoginUsers).values(DEMO_LOGINS.map((login) => ({ ...login, passwordHash })));
  await seedDemoUsers(orm);
  await seedDemoMail(orm, context);
  await seedDemoChat(orm, context);
  await orm.insert(demoTodos).values(
    TODOS.map(([title, description, tags, flags], index) => ({
      id: index + 1,
      title,
      description,
      tags,
      isImportant: flags.includes('important'),
      isStarred: flags.includes('starred'),
      isCompleted: flags.includes('completed'),
      isTrashed: flags.includes('trashed'),
    })),
  );
  const monday = mondayOf(context.today);
  await orm.insert(demoCalendarEvents).values(
    EVENTS.map(([title, dayOffset, startHour, hours, allDay], index) => {
      const start = addDays(monday, dayOffset);
      start.setUTCHours(startHour);
      return {
        id: index + 1,
        title,
        startsAt: start,
        endsAt: new Date(start.getTime() + hours * 3_600_000),
        label: 'business',
        allDay,
        selectable: true,
      };
    }),
  );
  await orm.insert(demoBookmarks).values(
    BOOKMARKS.map(([groupTitle, target, title, link, icon], index) => ({
      id: index + 1,
      groupTitle,
      target,
      title,
      link,
      icon,
    })),
  );
  for (const target of STARRED_AT_SEED) {
    await orm.execute(
      sql`UPDATE demo_bookmarks SET starred = true, starred_seq = nextval('demo_bookmark_star_seq') WHERE target = ${target}`,
    );
  }
  await orm.insert(demoAutocomplete).values(AUTOCOMPLETE.map((title, index) => ({ id: index + 1, title })));
}
