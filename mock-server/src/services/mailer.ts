import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Orm } from '../db/client.js';
import { outbox } from '../db/schema/auth.js';

export type MailMessage = {
  kind: 'password_reset' | 'invite' | (string & {});
  to: string;
  subject: string;
  text: string;
  companyId?: string | null;
  userId?: string | null;
};

export type Mailer = {
  /**
   * Records the message in the outbox and the log, then hands it to SMTP when configured. Resolves
   * once recorded; `delivered` settles when SMTP has answered (tests await it; handlers do not, so a
   * slow mail server never slows a request or reveals whether an account exists).
   */
  send(message: MailMessage): Promise<{ id: string; delivered: Promise<void> }>;
  close(): void;
};

export function createMailer(orm: Orm, log: FastifyBaseLogger, options: { smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await orm
        .insert(outbox)
        .values({ kind: message.kind, toAddress: message.to, subject: message.subject, bodyText: message.text, companyId: message.companyId ?? null, userId: message.userId ?? null, status: transport ? 'pending' : 'logged' })
        .returning({ id: outbox.id });
      const id = row!.id;
      if (!transport) {
        // without SMTP the log is the only way the message reaches anyone, so it is logged above info
        log.warn({ mail: { id, kind: message.kind, to: message.to, subject: message.subject, text: message.text } }, 'mail (no SMTP_URL: logged only)');
        return { id, delivered: Promise.resolve() };
      }
      log.info({ mail: { id, kind: message.kind, to: message.to, subject: message.subject, text: message.text } }, 'mail');
      const delivered = transport
        .sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text })
        .then(async () => {
          await orm.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.id, id));
        })
        .catch(async (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          log.error({ mailId: id, err: error }, 'mail delivery failed');
          await orm.update(outbox).set({ status: 'failed', error: reason.slice(0, 500) }).where(eq(outbox.id, id)).catch(() => {
            // the database may already be closed when the server shuts down mid-delivery
          });
        });
      return { id, delivered };
    },
    close() {
      transport?.close();
    },
  };
}
