import type { NotificationKind, NotificationText } from '@timely/contract';
import { notificationEnglish } from '@timely/contract/english';
import type { Orm } from '../client.js';
import { notifications } from '../schema/shell.js';
import { seedPeerName, type SeedContext } from './core.seed.js';
import { seedId } from './seed-ids.js';

type SeedNotification = {
  kind: NotificationKind;
  title: NotificationText;
  /** By code, or as a person wrote it. */
  body: NotificationText | string;
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
      title: { code: 'leave.waiting' },
      body: { code: 'leave.waitingBody', params: { name: seedPeerName('acme', 2), days: 2, type: 'annual' } },
      link: '/leaveReport',
      hoursAgo: 2,
      read: false,
    },
    {
      kind: 'feedback_received',
      title: { code: 'feedback.new' },
      body: { code: 'feedback.receivedOn', params: { project: 'Atlas Web Revamp' } },
      link: '/peer-feedback',
      hoursAgo: 5,
      read: false,
    },
    {
      kind: 'recognition',
      title: { code: 'task.recognisedBy', params: { name: 'Max Manager' } },
      body: '"Thanks for unblocking the release!"',
      link: '/feed',
      hoursAgo: 30,
      read: true,
    },
    {
      kind: 'system',
      title: { code: 'welcome' },
      body: { code: 'welcome.body' },
      link: '/pages/profile',
      hoursAgo: 200,
      read: true,
    },
  ],
  1: [
    {
      kind: 'task_assigned',
      title: { code: 'task.assigned', params: { task: 'Sprint planning' } },
      body: { code: 'task.whereThisSprint', params: { project: 'Atlas Web Revamp', hours: 4 } },
      link: atlas('acme'),
      hoursAgo: 1,
      read: false,
    },
    {
      kind: 'feedback_received',
      title: { code: 'feedback.new' },
      body: { code: 'feedback.receivedOn', params: { project: 'Beacon Mobile' } },
      link: '/peer-feedback',
      hoursAgo: 20,
      read: false,
    },
    {
      kind: 'leave_decided',
      title: { code: 'leave.approved' },
      body: { code: 'leave.approvedBy', params: { type: 'annual', name: 'Ada Admin' } },
      link: '/leaveReport',
      hoursAgo: 50,
      read: true,
    },
  ],
  2: [
    {
      kind: 'task_assigned',
      title: { code: 'task.assigned', params: { task: 'UI development' } },
      body: { code: 'task.whereThisSprint', params: { project: 'Atlas Web Revamp', hours: 6 } },
      link: atlas('acme'),
      hoursAgo: 3,
      read: false,
    },
    {
      kind: 'task_assigned',
      title: { code: 'task.assigned', params: { task: 'Bug fixing' } },
      body: { code: 'task.whereThisSprint', params: { project: 'Beacon Mobile', hours: 3 } },
      link: '/data-list/view-all-projects',
      hoursAgo: 8,
      read: false,
    },
    {
      kind: 'leave_decided',
      title: { code: 'leave.rejected' },
      body: 'Max Manager: "Release week, can we move it by a week?"',
      link: '/leaveReport',
      hoursAgo: 26,
      read: false,
    },
    {
      kind: 'recognition',
      title: { code: 'karma.earned', params: { points: 12 } },
      body: { code: 'karma.forTask', params: { task: 'Login screen' } },
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
      title: { code: 'task.assigned', params: { task: 'Route planning review' } },
      body: { code: 'task.whereThisSprint', params: { project: 'Omega Logistics', hours: 2 } },
      link: '/data-list/view-all-projects',
      hoursAgo: 4,
      read: false,
    },
    {
      kind: 'system',
      title: { code: 'welcome' },
      body: { code: 'welcome.body' },
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
          title: notificationEnglish(item.title),
          body: typeof item.body === 'string' ? item.body : notificationEnglish(item.body),
          titleCode: item.title.code,
          bodyCode: typeof item.body === 'string' ? null : item.body.code,
          params: { ...item.title.params, ...(typeof item.body === 'string' ? {} : item.body.params) },
          link: item.link,
          readAt: item.read ? new Date(createdAt.getTime() + 600_000) : null,
          createdAt,
        });
      });
    }
  }
  await orm.insert(notifications).values(rows);
}
