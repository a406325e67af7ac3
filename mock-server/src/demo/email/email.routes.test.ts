import {
  demoApiPaths,
  demoChangedEmailsResponseSchema,
  demoMailsResponseSchema,
  demoSetStarredResponseSchema,
  errorEnvelopeSchema,
  type DemoEmail,
} from '@timely/contract';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { demoRequests } from '../testing/demo-requests.js';

let server: TestServer;
const api = demoRequests(() => server);
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function mails(filter?: string): Promise<DemoEmail[]> {
  const response = await api.get(demoApiPaths.mails, filter === undefined ? undefined : { filter });
  expect(response.statusCode).toBe(200);
  return demoMailsResponseSchema.parse(response.json()).emails;
}

async function everyEmail(): Promise<DemoEmail[]> {
  const lists = await Promise.all(['inbox', 'sent', 'draft', 'trash', 'spam'].map((folder) => mails(folder)));
  return lists.flat();
}

const newestFirst = (list: DemoEmail[]) =>
  list.every((mail, i) => i === 0 || Date.parse(list[i - 1]!.time) >= Date.parse(mail.time));

describe('GET /api/email/mails', () => {
  it.each(['inbox', 'sent', 'draft', 'trash', 'spam'])('gives the %s folder, newest first', async (folder) => {
    const list = await mails(folder);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((mail) => mail.mailFolder === folder)).toBe(true);
    expect(newestFirst(list)).toBe(true);
  });

  it('gives the inbox without a filter', async () => {
    expect((await mails()).map((mail) => mail.id)).toEqual((await mails('inbox')).map((mail) => mail.id));
  });

  it('gives starred emails of every folder but trash for starred', async () => {
    const all = await everyEmail();
    const expected = all.filter((mail) => mail.isStarred && mail.mailFolder !== 'trash');
    expect(all.some((mail) => mail.isStarred && mail.mailFolder === 'trash')).toBe(true);
    const list = await mails('starred');
    expect(list.map((mail) => mail.id).sort()).toEqual(expected.map((mail) => mail.id).sort());
    expect(newestFirst(list)).toBe(true);
  });

  it.each(['personal', 'company', 'important', 'private'])(
    'treats %s as a label: emails not in trash carrying it',
    async (label) => {
      const all = await everyEmail();
      const expected = all.filter((mail) => mail.labels.includes(label) && mail.mailFolder !== 'trash');
      const list = await mails(label);
      expect(list.length).toBeGreaterThan(0);
      expect(list.map((mail) => mail.id).sort()).toEqual(expected.map((mail) => mail.id).sort());
    },
  );

  it('answers an empty list for a label no email carries', async () => {
    expect(await mails('no-such-label')).toEqual([]);
  });

  it('nests replies (empty folder) inside their email and never lists them alone', async () => {
    const all = await everyEmail();
    const withReplies = all.filter((mail) => mail.replies.length > 0);
    expect(withReplies.length).toBeGreaterThan(0);
    const replyIds = withReplies.flatMap((mail) => mail.replies.map((reply) => reply.id));
    expect(withReplies.flatMap((mail) => mail.replies).every((reply) => reply.mailFolder === '')).toBe(true);
    expect(all.some((mail) => replyIds.includes(mail.id))).toBe(false);
  });

  it('writes times as full date strings with day and year', async () => {
    const [first] = await mails('inbox');
    expect(first!.time).toMatch(/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} \d{2}:\d{2}:\d{2} GMT\+0000 \(GMT\)$/);
    expect(first!.year).toBe(new Date(first!.time).getUTCFullYear());
    expect(first!.time).toContain(first!.day);
  });
});

describe('email transitions', () => {
  it('toggles the star on set-starred', async () => {
    const [mail] = await mails('inbox');
    const first = await api.post(demoApiPaths.setStarred, { mailId: mail!.id });
    expect(first.statusCode).toBe(200);
    expect(demoSetStarredResponseSchema.parse(first.json()).email.isStarred).toBe(!mail!.isStarred);
    const second = demoSetStarredResponseSchema.parse(
      (await api.post(demoApiPaths.setStarred, { mailId: mail!.id })).json(),
    );
    expect(second.email.isStarred).toBe(mail!.isStarred);
  });

  it('moves emails to a folder', async () => {
    const ids = (await mails('spam')).map((mail) => mail.id);
    const response = await api.post(demoApiPaths.moveMails, { selectedEmails: ids, mailFolder: 'inbox' });
    expect(response.statusCode).toBe(200);
    expect(
      demoChangedEmailsResponseSchema.parse(response.json()).emails.every((mail) => mail.mailFolder === 'inbox'),
    ).toBe(true);
    expect(await mails('spam')).toEqual([]);
    expect((await mails('inbox')).map((mail) => mail.id)).toEqual(expect.arrayContaining(ids));
  });

  it('sets the unread flag to the given value (mark-unread, a path without a leading slash)', async () => {
    const ids = (await mails('sent')).map((mail) => mail.id);
    for (const unreadFlag of [true, true, false]) {
      const response = await api.post(demoApiPaths.markUnread, { emailIds: ids, unreadFlag });
      expect(response.statusCode).toBe(200);
      expect((await mails('sent')).every((mail) => mail.unread === unreadFlag)).toBe(true);
    }
  });

  it('toggles a label on each email on its own (set-labels)', async () => {
    const drafts = await mails('draft');
    const carrying = drafts.find((mail) => mail.labels.includes('private'))!;
    const lacking = drafts.find((mail) => !mail.labels.includes('private'))!;
    const response = await api.post(demoApiPaths.setLabels, { emailIds: [carrying.id, lacking.id], label: 'private' });
    expect(response.statusCode).toBe(200);
    const after = await mails('draft');
    expect(after.find((mail) => mail.id === carrying.id)!.labels).not.toContain('private');
    expect(after.find((mail) => mail.id === lacking.id)!.labels).toContain('private');
    // other labels stay
    expect(after.find((mail) => mail.id === lacking.id)!.labels).toEqual(expect.arrayContaining(lacking.labels));
  });

  it('refuses an unknown id with a 404 naming it, and changes none of the others', async () => {
    const [mail] = await mails('draft');
    const response = await api.post(demoApiPaths.moveMails, { selectedEmails: [mail!.id, 9999], mailFolder: 'trash' });
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain('9999');
    expect((await mails('draft')).map((entry) => entry.id)).toContain(mail!.id);
    expect((await api.post(demoApiPaths.setStarred, { mailId: 9999 })).statusCode).toBe(404);
  });

  it('refuses to move a reply out of its email', async () => {
    const reply = (await everyEmail()).flatMap((mail) => mail.replies)[0]!;
    expect(
      (await api.post(demoApiPaths.moveMails, { selectedEmails: [reply.id], mailFolder: 'inbox' })).statusCode,
    ).toBe(404);
  });

  it('refuses an unknown folder or label, or no ids, with a 400 naming the field', async () => {
    const [mail] = await mails('inbox');
    const cases: Array<[string, unknown, string]> = [
      [demoApiPaths.moveMails, { selectedEmails: [mail!.id], mailFolder: 'archive' }, 'mailFolder'],
      [demoApiPaths.setLabels, { emailIds: [mail!.id], label: 'urgent' }, 'label'],
      [demoApiPaths.markUnread, { emailIds: [], unreadFlag: true }, 'emailIds'],
      [demoApiPaths.markUnread, { emailIds: [mail!.id], unreadFlag: 'yes' }, 'unreadFlag'],
    ];
    for (const [path, body, field] of cases) {
      const response = await api.post(path, body);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).details?.[0]?.field).toBe(field);
    }
  });
});
