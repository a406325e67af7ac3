import type { Orm } from '../client.js';
import { demoChatContacts, demoChatMessages, demoChats } from '../schema/demo.js';
import type { SeedContext } from './core.seed.js';
import { startOfDay } from './demo-time.js';

type Contact = typeof demoChatContacts.$inferInsert;

// every status (§3), and contacts 5, 7 and 8 without a thread, so a first message can create one
const CONTACTS: Contact[] = [
  {
    uid: 1,
    displayName: 'Ahmad Mubarak',
    about: 'Developer, currently moving to Oman.',
    photoUrl: 'assets/img/portrait/small/avatar-s-1.jpg',
    status: 'online',
  },
  {
    uid: 2,
    displayName: 'Suzan Jamal',
    about: 'Support lead; answers within the hour.',
    photoUrl: 'assets/img/portrait/small/avatar-s-2.jpg',
    status: 'do not disturb',
  },
  {
    uid: 3,
    displayName: 'Mohammad Hamdan',
    about: 'Designer who loves clean grids.',
    photoUrl: 'assets/img/portrait/small/avatar-s-3.jpg',
    status: 'away',
  },
  {
    uid: 4,
    displayName: 'Raad Haleeq',
    about: 'Backend engineer and coffee enthusiast.',
    photoUrl: 'assets/img/portrait/small/avatar-s-5.jpg',
    status: 'offline',
  },
  {
    uid: 5,
    displayName: 'Marah Awwad',
    about: 'Project manager for the mobile apps.',
    photoUrl: 'assets/img/portrait/small/avatar-s-6.jpg',
    status: 'online',
  },
  {
    uid: 6,
    displayName: 'Lina Haddad',
    about: 'QA engineer; breaks things for a living.',
    photoUrl: 'assets/img/portrait/small/avatar-s-7.jpg',
    status: 'away',
  },
  {
    uid: 7,
    displayName: 'Tomas Novak',
    about: 'DevOps; keeps the lights on.',
    photoUrl: 'assets/img/portrait/small/avatar-s-8.jpg',
    status: 'offline',
  },
  {
    uid: 8,
    displayName: 'Priya Iyer',
    about: 'Data analyst with a soft spot for charts.',
    photoUrl: 'assets/img/portrait/small/avatar-s-9.jpg',
    status: 'do not disturb',
  },
];

type Line = [text: string, minutesAgo: number, isSent: boolean, isSeen: boolean];

const THREADS: Array<{ contactId: number; isPinned: boolean; lines: Line[] }> = [
  {
    contactId: 1,
    isPinned: true,
    lines: [
      ['Hi, is the flat on Sixty Street still available?', 1500, false, true],
      ['Hello! Sadly it is booked at the moment.', 1498, true, true],
      ['I will tell you as soon as it frees up.', 1497, true, true],
      ['Thanks 👍', 1490, false, false],
    ],
  },
  {
    contactId: 2,
    isPinned: false,
    lines: [
      ['Hi', 600, true, true],
      ['Hello. How can I help you?', 598, false, true],
      ["Can I get the details of last month's transaction?", 595, true, true],
      ['We need to check whether we can share that.', 590, false, true],
      ['If it takes long, mail me at my address.', 585, true, false],
    ],
  },
  {
    contactId: 3,
    isPinned: true,
    lines: [
      ['The new icons are in the shared folder.', 90, false, false],
      ['They look great, thanks!', 80, true, false],
    ],
  },
  { contactId: 4, isPinned: false, lines: [['Deploy done, all green.', 3000, false, true]] },
  {
    contactId: 6,
    isPinned: false,
    lines: [
      ['Found a bug in the export: dates are off by a day.', 45, false, false],
      ['Which time zone were you in?', 40, true, true],
      ['Asia/Kolkata.', 38, false, false],
    ],
  },
];

export async function seedDemoChat(orm: Orm, context: SeedContext): Promise<void> {
  await orm.insert(demoChatContacts).values(CONTACTS);
  await orm.insert(demoChats).values(THREADS.map(({ contactId, isPinned }) => ({ contactId, isPinned })));
  // inserted in thread order, so the identity column keeps each thread's message order
  await orm.insert(demoChatMessages).values(
    THREADS.flatMap(({ contactId, lines }) =>
      lines.map(([textContent, minutesAgo, isSent, isSeen]) => ({
        contactId,
        textContent,
        sentAt: new Date(startOfDay(context.today).getTime() - minutesAgo * 60_000),
        isSent,
        isSeen,
      })),
    ),
  );
}
