import { demoApiPaths, demoEmailSchema, type DemoEmail } from '@timely/contract';
import { createStubApiClient, type StubReply } from '@timely/shared-auth/testing';
import { belongsTo, newestFirst } from '../utils/mail-filters';

const route = (method: string, path: string) => `${method} /${path.replace(/^\//, '')}`;
export const MAIL_ROUTES = {
  mails: route('GET', demoApiPaths.mails),
  setStarred: route('POST', demoApiPaths.setStarred),
  moveMails: route('POST', demoApiPaths.moveMails),
  markUnread: route('POST', demoApiPaths.markUnread),
  setLabels: route('POST', demoApiPaths.setLabels),
};

let nextId = 100;

/** A mail as the demo API answers it, checked against the contract's schema. */
export function mail(fields: Partial<DemoEmail> = {}): DemoEmail {
  nextId += 1;
  return demoEmailSchema.parse({
    id: nextId,
    sender: 'helen.reyes@example.com',
    sender_name: 'Helen Reyes',
    to: ['demo@demo.com'],
    img: 'assets/img/portrait/small/avatar-s-1.jpg',
    subject: `Mail ${nextId}`,
    cc: [],
    bcc: [],
    message: 'A message.',
    attachments: [],
    isStarred: false,
    labels: [],
    time: 'Mon Dec 21 2026 07:45:00 GMT+0000 (GMT)',
    day: 'Dec 21',
    year: 2026,
    replies: [],
    mailFolder: 'inbox',
    unread: false,
    ...fields,
  });
}

type Options = {
  /** Answers the reads with this instead of the mails (a failure, a slow answer). */
  read?: (filter: string) => StubReply | undefined | Promise<StubReply | undefined>;
  /** Answers the writes with this instead of applying them. */
  write?: () => StubReply | undefined;
};

/** The demo mail API over an in-memory mailbox: reads filter it as the server does, writes change it. */
export function fakeMailApi(mails: DemoEmail[], { read, write }: Options = {}) {
  const box = copy(mails);
  const find = (ids: number[]) => box.filter((one) => ids.includes(one.id));
  const stub = createStubApiClient({
    [MAIL_ROUTES.mails]: async ({ params }) => {
      const filter = String(params.filter ?? 'inbox');
      return (
        (await read?.(filter)) ?? { data: copy({ emails: newestFirst(box.filter((one) => belongsTo(one, filter))) }) }
      );
    },
    [MAIL_ROUTES.setStarred]: ({ data }) => {
      const failed = write?.();
      if (failed) return failed;
      const [one] = find([(data as { mailId: number }).mailId]);
      one!.isStarred = !one!.isStarred;
      return { data: copy({ email: one }) };
    },
    [MAIL_ROUTES.moveMails]: ({ data }) => {
      const failed = write?.();
      if (failed) return failed;
      const { selectedEmails, mailFolder } = data as { selectedEmails: number[]; mailFolder: DemoEmail['mailFolder'] };
      for (const one of find(selectedEmails)) one.mailFolder = mailFolder;
      return { data: copy({ emails: find(selectedEmails) }) };
    },
    [MAIL_ROUTES.markUnread]: ({ data }) => {
      const failed = write?.();
      if (failed) return failed;
      const { emailIds, unreadFlag } = data as { emailIds: number[]; unreadFlag: boolean };
      for (const one of find(emailIds)) one.unread = unreadFlag;
      return { data: copy({ emails: find(emailIds) }) };
    },
    [MAIL_ROUTES.setLabels]: ({ data }) => {
      const failed = write?.();
      if (failed) return failed;
      const { emailIds, label } = data as { emailIds: number[]; label: string };
      for (const one of find(emailIds)) {
        one.labels = one.labels.includes(label)
          ? one.labels.filter((other) => other !== label)
          : [...one.labels, label];
      }
      return { data: copy({ emails: find(emailIds) }) };
    },
  });
  return { ...stub, box };
}

/** What crosses the network is a copy: the screen's cache never shares an object with the mailbox. */
function copy<Value>(value: Value): Value {
  return JSON.parse(JSON.stringify(value)) as Value;
}
