import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { createMailer, logMailMode } from './mailer.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

type Received = { from: string; to: string[]; data: string };

/** A local SMTP server that keeps what it receives. */
async function startSmtp(): Promise<{
  url: string;
  received: Received[];
  /** Resolves once `count` messages have been received. */
  receivedCount(count: number): Promise<void>;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const waiting: { count: number; arrived: () => void }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
        for (const waiter of waiting.filter((entry) => received.length >= entry.count)) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.arrived();
        }
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    receivedCount: (count) =>
      received.length >= count ? Promise.resolve() : new Promise((arrived) => waiting.push({ count, arrived })),
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}

describe('mail over SMTP when SMTP_URL is set', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await createTestServer({ mail: { smtpUrl: smtp.url, from: 'Timely <no-reply@timely.test>' } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers the reset link and marks the outbox row sent', async () => {
    const sent = await server.app.mailer.send({
      kind: 'password_reset',
      to: 'member@acme.test',
      subject: 'Reset your Timely password',
      text: 'Open http://localhost:3000/pages/reset-password?token=abc',
    });
    await sent.delivered;
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'no-reply@timely.test', to: ['member@acme.test'] });
    expect(smtp.received[0]!.data).toContain('Subject: Reset your Timely password');
    expect(smtp.received[0]!.data).toContain('/pages/reset-password?token=abc');
    const [row] = await server.db.query<{ status: string; sent_at: Date | null }>(
      'SELECT status, sent_at FROM outbox WHERE id = $1',
      [sent.id],
    );
    expect(row!.status).toBe('sent');
    expect(row!.sent_at).not.toBeNull();
  });

  it('the forgot-password route sends through it', async () => {
    const before = smtp.received.length;
    const response = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/forgot-password',
      payload: { email: 'admin@acme.test' },
    });
    expect(response.statusCode).toBe(202);
    // the route answers before it mails: wait for the message to arrive, not for time
    await smtp.receivedCount(before + 1);
    expect(smtp.received.at(-1)!.to).toEqual(['admin@acme.test']);
    expect(smtp.received.at(-1)!.data).toMatch(/pages\/reset-password\?token=/);
  });

  it("a settled server has written every delivery's outcome: no outbox row is still pending", async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/forgot-password',
      payload: { email: 'member@acme.test' },
    });
    expect(response.statusCode).toBe(202);
    // what close waits for: the route's mail, then SMTP's answer written to its outbox row
    await server.settle();
    const rows = await server.db.query<{ status: string }>(
      "SELECT status FROM outbox WHERE to_address = 'member@acme.test' ORDER BY id DESC LIMIT 1",
    );
    expect(rows).toEqual([{ status: 'sent' }]);
  });
});

describe('mail when the SMTP server is down', () => {
  it('keeps the message in the outbox, marked failed with the reason', async () => {
    const server = await createTestServer({
      mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'Timely <no-reply@timely.test>' },
    });
    try {
      const sent = await server.app.mailer.send({
        kind: 'invite',
        to: 'someone@acme.test',
        subject: 'Hello',
        text: 'Body',
      });
      await sent.delivered;
      const [row] = await server.db.query<{ status: string; error: string | null; body_text: string }>(
        'SELECT status, error, body_text FROM outbox WHERE id = $1',
        [sent.id],
      );
      expect(row).toMatchObject({ status: 'failed', body_text: 'Body' });
      expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await server.close();
    }
  });
});

describe('what the log and the outbox keep of a message (issue #28, point 3)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  /** A logger that keeps every line it is given, as text. */
  function recordingLog() {
    const lines: string[] = [];
    const keep = (...args: unknown[]) => void lines.push(JSON.stringify(args));
    const log = {
      info: keep,
      warn: keep,
      error: keep,
      debug: keep,
      trace: keep,
      fatal: keep,
      child: () => log,
      level: 'info',
      silent: keep,
    } as unknown as FastifyBaseLogger;
    return { log, lines };
  }
  const token = 'tok_3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0';
  const message = {
    kind: 'password_reset',
    to: 'member@acme.test',
    subject: 'Reset',
    text: `Open http://portal/pages/reset-password?token=${token}`,
    secrets: [token],
  };

  it.each([
    ['with SMTP', { transport: nodemailer.createTransport({ jsonTransport: true }), production: false }],
    ['in production without SMTP', { production: true }],
  ])('%s: never logs the body, and the outbox masks the token', async (_case, options) => {
    const { log, lines } = recordingLog();
    const mailer = createMailer(server.db.orm, log, { from: 'Timely <no-reply@timely.test>', ...options });
    const sent = await mailer.send(message);
    await sent.delivered;
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain('reset-password');
    const [row] = await server.db.query<{ body_text: string }>('SELECT body_text FROM outbox WHERE id = $1', [sent.id]);
    expect(row!.body_text).toBe('Open http://portal/pages/reset-password?token=[hidden]');
  });

  it('in development without SMTP, writes the message to the log, and says so at start-up', async () => {
    const { log, lines } = recordingLog();
    logMailMode(log, { from: 'x', production: false });
    expect(lines[0]).toMatch(/development only/);
    const mailer = createMailer(server.db.orm, log, { from: 'x', production: false });
    await mailer.send(message);
    expect(lines[1]).toContain(token);
    const production = recordingLog();
    logMailMode(production.log, { from: 'x', production: true });
    expect(production.lines[0]).toMatch(/not delivered/);
  });
});
