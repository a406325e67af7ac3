import type { NotificationKind } from '@timely/contract';
import type { Orm } from '../client.js';
import { notifications } from '../schema/shell.js';
import { seedPeerName, type SeedContext } from './core.seed.js';
import { seedId } from './seed-ids.js';

type SeedNotification = {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  hoursAgo: number;
  read: boolean;
};

const atlas = (company: string) => `/view-components/overview/${seedId('project', company, 'atlas')}`;

// A few of each kind for the demo sign-ins (Acme peer 0 admin, 1 manager, 2 member), some read, some not.
const ACME: Record<number, SeedNotification[]> = {
  0: [
    {
      kind: 'leave_decided',
      title: 'Leave request waiting for you',
      body: `${seedPeerName('acme', 2)} asked for 2 days of annual leave to move house.`,
      link: '/leaveReport',
      hoursAgo: 2,
      read: false,
    },
    {
      kind: 'feedback_received',
      title: 'New 360° feedback',
      body: 'A project mate rated you on Atlas Web Revamp.',
      link: '/peer-feedback',
      hoursAgo: 5,
      read: false,
    },
    {
      kind: 'recognition',
      title: 'Max Manager recognised you',
      body: '"Thanks for unblocking the release!"',
      link: '/feed',
      hoursAgo: 30,
      read: true,
    },
    {
      kind: 'system',
      title: 'Welcome to Timely',
      body: 'Set your time zone and avatar on your profile.',
      link: '/pages/profile',
      hoursAgo: 200,
      read: true,
    },
  ],
  1: [
    {
      kind: 'task_assigned',
      title: 'Task assigned: Sprint planning',
      body: 'Atlas Web Revamp, this sprint, 4 h.',
      link: atlas('acme'),
      hoursAgo: 1,
      read: false,
    },
    {
      kind: 'feedback_received',
      title: 'New 360° feedback',
      body: 'A project mate rated you on Beacon Mobile.',
      link: '/peer-feedback',
      hoursAgo: 20,
      read: false,
    },
    {
      kind: 'leave_decided',
      title: 'Leave approved',
      body: 'Your annual leave was approved by Ada Admin.',
      link: '/leaveReport',
      hoursAgo: 50,
      read: true,
    },
  ],
  2: [
    {
      kind: 'task_assigned',
      title: 'Task assigned: UI development',
      body: 'Atlas Web Revamp, this sprint, 6 h.',
      link: atlas('acme'),
      hoursAgo: 3,
      read: false,
    },
    {
      kind: 'task_assigned',
      title: 'Task assigned: Bug fixing',
      body: 'Beacon Mobile, this sprint, 3 h.',
      link: '/data-list/view-all-projects',
      hoursAgo: 8,
      read: false,
    },
    {
      kind: 'leave_decided',
      title: 'Leave rejected',
      body: 'Max Manager: "Release week, can we move it by a week?"',
      link: '/leaveReport',
      hoursAgo: 26,
      read: false,
    },
    {
      kind: 'recognition',
      title: 'You earned 12 karma points',
      body: 'For completing "Login screen" on time.',
      link: '/feed',
      hoursAgo: 72,
      read: true,
    },
  ],
};

const GLOBEX: Record<number, SeedNotification[]> = {
  0: [
    {
      kind: 'task_assigned',
      title: 'Task assigned: Route planning review',
      body: 'Omega Logistics, this sprint, 2 h.',
      link: '/data-list/view-all-projects',
      hoursAgo: 4,
      read: false,
    },
    {
      kind: 'system',
      title: 'Welcome to Timely',
      body: 'Set your time zone and avatar on your profile.',
      link: '/pages/profile',
      hoursAgo: 200,
      read: true,
    },
  ],
};

export async function seedShell(orm: Orm, context: SeedContext): Promise<void> {
  const now = context.today.getTime();
  const rows: Array<typeof notifications.$inferInsert> = [];
  for (const [company, byPeer] of [
    ['acme', ACME],
    ['globex', GLOBEX],
  ] as const) {
    for (const [peer, list] of Object.entries(byPeer)) {
      list.forEach((item, n) => {
        const createdAt = new Date(now - item.hoursAgo * 3_600_000);
        rows.push({
          id: seedId('notification', company, peer, n),
          companyId: seedId('company', company),
          userId: seedId('user', company, Number(peer)),
          kind: item.kind,
          title: item.title,
          body: item.body,
          link: item.link,
          readAt: item.read ? new Date(createdAt.getTime() + 600_000) : null,
          createdAt,
        });
      });
    }
  }
  await orm.insert(notifications).values(rows);
}
