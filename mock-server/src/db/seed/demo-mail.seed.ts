import type { Orm } from '../client.js';
import { demoEmails } from '../schema/demo.js';
import type { SeedContext } from './core.seed.js';
import { startOfDay } from './demo-time.js';

/** The mailbox's owner: the demo login user. */
const ME = { name: 'Demo', email: 'demo@demo.com' };

type SeedReply = { from?: [string, string]; message: string; hoursAgo: number };
type SeedMail = {
  folder: 'inbox' | 'sent' | 'draft' | 'trash' | 'spam';
  from: [string, string];
  subject: string;
  message: string;
  hoursAgo: number;
  labels?: string[];
  starred?: boolean;
  unread?: boolean;
  attachments?: string[];
  cc?: string[];
  replies?: SeedReply[];
};

const PIX: [string, string] = ['Pixinvent', 'pixinvent@example.com'];
const HR: [string, string] = ['Helen Reyes', 'helen.reyes@example.com'];
const OPS: [string, string] = ['Omar Patel', 'omar.patel@example.com'];
const CFO: [string, string] = ['Clara Fischer', 'clara.fischer@example.com'];
const DEV: [string, string] = ['Dev Team', 'dev-team@example.com'];
const SPAM: [string, string] = ['Prize Desk', 'winner@lucky-prize.example'];
const SELF: [string, string] = [ME.name, ME.email];

// Every folder, every label, starred and unread mails, and replies (§3 demo e-mail).
const MAILS: SeedMail[] = [
  {
    folder: 'inbox',
    from: PIX,
    subject: 'Welcome to the demo mailbox',
    message: 'Every folder, label and star here is stored on the server, so your changes survive a restart.',
    hoursAgo: 2,
    labels: ['company'],
    unread: true,
  },
  {
    folder: 'inbox',
    from: HR,
    subject: 'Leave policy for next year',
    message: 'Please read the updated leave policy before the end of the month.',
    hoursAgo: 5,
    labels: ['company', 'important'],
    starred: true,
    attachments: ['leave-policy.pdf'],
    replies: [
      { from: SELF, message: 'Thanks Helen, I will go through it this week.', hoursAgo: 4 },
      { message: 'Great, ping me with any question.', hoursAgo: 3 },
    ],
  },
  {
    folder: 'inbox',
    from: OPS,
    subject: 'Server maintenance on Saturday',
    message: 'The build servers will be down from 06:00 to 09:00 UTC on Saturday.',
    hoursAgo: 9,
    labels: ['important'],
    unread: true,
  },
  {
    folder: 'inbox',
    from: CFO,
    subject: 'Quarterly numbers',
    message: 'Revenue is ahead of plan; margins are flat. Details in the attached sheet.',
    hoursAgo: 20,
    labels: ['private'],
    starred: true,
    attachments: ['q-report.xlsx'],
    cc: ['finance@example.com'],
  },
  {
    folder: 'inbox',
    from: ['Mia Davis', 'mia.davis@example.com'],
    subject: 'Lunch on Friday?',
    message: 'A few of us are going to the new place around the corner. Join us?',
    hoursAgo: 30,
    labels: ['personal'],
    replies: [{ from: SELF, message: 'Count me in!', hoursAgo: 29 }],
  },
  {
    folder: 'inbox',
    from: DEV,
    subject: 'Release 2.4 is out',
    message: 'Release notes: faster sprint board, CSV import fixes, dark theme polish.',
    hoursAgo: 48,
    labels: ['company'],
  },
  {
    folder: 'inbox',
    from: ['Noah Kim', 'noah.kim@example.com'],
    subject: 'Design review notes',
    message: 'Notes from Tuesday: keep the sidebar compact, revisit the empty states.',
    hoursAgo: 70,
    labels: ['important', 'company'],
    unread: true,
    attachments: ['review-notes.md'],
  },
  {
    folder: 'inbox',
    from: ['Sofia Rossi', 'sofia.rossi@example.com'],
    subject: 'Birthday card for Omar',
    message: 'We are signing a card for Omar; it is on my desk until Thursday.',
    hoursAgo: 96,
    labels: ['personal'],
    starred: true,
  },
  {
    folder: 'inbox',
    from: PIX,
    subject: 'Your invoice is ready',
    message: 'Invoice 2041 for the annual licence is attached.',
    hoursAgo: 140,
    attachments: ['invoice-2041.pdf'],
  },
  {
    folder: 'inbox',
    from: ['Liam Walsh', 'liam.walsh@example.com'],
    subject: 'Old photos from the offsite',
    message: 'Found these from last year; some are very good.',
    hoursAgo: 400,
    labels: ['personal', 'private'],
  },
  {
    folder: 'sent',
    from: SELF,
    subject: 'Sprint 14 summary',
    message: 'Completed 38 of 42 planned hours; two tasks spill over.',
    hoursAgo: 12,
    labels: ['company'],
    replies: [{ from: OPS, message: 'Nice work, thanks for the summary.', hoursAgo: 11 }],
  },
  {
    folder: 'sent',
    from: SELF,
    subject: 'Re: Contract renewal',
    message: 'Attached is the signed renewal.',
    hoursAgo: 60,
    labels: ['important'],
    starred: true,
    attachments: ['renewal-signed.pdf'],
  },
  {
    folder: 'sent',
    from: SELF,
    subject: 'Weekend plans',
    message: 'Hiking on Sunday if the weather holds.',
    hoursAgo: 100,
    labels: ['personal'],
  },
  {
    folder: 'draft',
    from: SELF,
    subject: 'Proposal for the client workshop',
    message: 'Agenda: goals, current process, pain points, next steps…',
    hoursAgo: 6,
    labels: ['company'],
  },
  {
    folder: 'draft',
    from: SELF,
    subject: 'Feedback for the intern',
    message: 'Strong on testing; needs to ask for help earlier.',
    hoursAgo: 80,
    labels: ['private'],
  },
  {
    folder: 'trash',
    from: ['Newsletter', 'news@example.com'],
    subject: 'Ten tips for better stand-ups',
    message: 'Keep it short, keep it standing, keep it useful.',
    hoursAgo: 26,
    labels: ['important'],
    starred: true,
  },
  {
    folder: 'trash',
    from: OPS,
    subject: 'Old VPN instructions',
    message: 'These are replaced by the new single sign-on setup.',
    hoursAgo: 200,
    labels: ['company'],
  },
  {
    folder: 'trash',
    from: ['Ava Chen', 'ava.chen@example.com'],
    subject: 'Moved the meeting',
    message: 'Moved to 3 pm; same room.',
    hoursAgo: 300,
    labels: ['personal'],
    unread: true,
  },
  {
    folder: 'spam',
    from: SPAM,
    subject: 'You have won a cruise!!!',
    message: 'Click to claim your prize before midnight.',
    hoursAgo: 15,
    unread: true,
  },
  {
    folder: 'spam',
    from: ['Crypto Wins', 'offers@crypto-wins.example'],
    subject: 'Double your savings',
    message: 'Guaranteed returns, no risk at all.',
    hoursAgo: 150,
    labels: ['private'],
  },
];

export async function seedDemoMail(orm: Orm, context: SeedContext): Promise<void> {
  const at = (hoursAgo: number) => new Date(startOfDay(context.today).getTime() - hoursAgo * 3_600_000);
  const img = (email: string) => `assets/img/portrait/small/avatar-s-${(email.length % 25) + 1}.jpg`;
  let id = 0;
  const parents: Array<typeof demoEmails.$inferInsert> = [];
  const replies: Array<typeof demoEmails.$inferInsert> = [];
  for (const mail of MAILS) {
    id += 1;
    const outgoing = mail.from[1] === ME.email;
    parents.push({
      id,
      sender: mail.from[1],
      senderName: mail.from[0],
      recipients: outgoing
        ? [
            MAILS.find((other) => other.from[1] !== ME.email && other.hoursAgo > mail.hoursAgo)?.from[1] ??
              'team@example.com',
          ]
        : [ME.email],
      img: img(mail.from[1]),
      subject: mail.subject,
      cc: mail.cc ?? [],
      message: mail.message,
      attachments: mail.attachments ?? [],
      isStarred: mail.starred ?? false,
      labels: mail.labels ?? [],
      sentAt: at(mail.hoursAgo),
      mailFolder: mail.folder,
      unread: mail.unread ?? false,
    });
  }
  for (const [index, mail] of MAILS.entries()) {
    for (const reply of mail.replies ?? []) {
      id += 1;
      const from = reply.from ?? mail.from;
      replies.push({
        id,
        parentId: index + 1,
        sender: from[1],
        senderName: from[0],
        recipients: [from[1] === ME.email ? mail.from[1] : ME.email],
        img: img(from[1]),
        subject: `Re: ${mail.subject}`,
        message: reply.message,
        sentAt: at(reply.hoursAgo),
        // §4: an empty folder means the email is a reply
        mailFolder: '',
      });
    }
  }
  await orm.insert(demoEmails).values(parents);
  await orm.insert(demoEmails).values(replies);
}
