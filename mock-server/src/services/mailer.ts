import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Orm } from '../db/client.js';
import { outbox } from '../db/schema/auth.js';
import type { ServiceLog } from './service-log.js';

type MailMessage = {
  kind: 'password_reset' | 'invite' | (string & {});
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML (the weekly digest), sent beside the text; the outbox keeps the text only. */
  html?: string;
  /** Extra headers (List-Unsubscribe). Their links are secrets too: masked if listed in `secrets`. */
  headers?: Record<string, string>;
  /** Credentials the text carries (a password link's token): masked in the outbox. */
  secrets?: readonly string[];
  companyId?: string | null;
  userId?: string | null;
};

export type Mailer = {
  /**
   * Records the message in the outbox (its secrets masked), then hands it to SMTP when configured.
   * Resolves once recorded; `delivered` settles when SMTP has answered (tests await it; handlers do not,
   * so a slow mail server never slows a request or reveals whether an account exists).
   */
  send(message: MailMessage): Promise<{ id: string; delivered: Promise<void> }>;
  close(): void;
};

export type MailerOptions = {
  smtpUrl?: string;
  from: string;
  production: boolean;
  /** A transport of the caller's (tests read what is sent); otherwise SMTP_URL's. */
  transport?: Transporter;
  /** Told of each delivery under way (settling when its outcome is in the outbox), so close can wait for it. */
  onDelivery?: (delivery: Promise<void>) => void;
};

/** What the outbox keeps of a text: every secret it carries replaced, so the table hands nobody a link. */
function maskSecrets(text: string, secrets: readonly string[] = []): string {
  return secrets
    .filter(Boolean)
    .reduce(
      (masked, secret) => masked.split(secret).join('[hidden]').split(encodeURIComponent(secret)).join('[hidden]'),
      text,
    );
}

/**
 * Mail (issue #28): a message body is never logged and the outbox keeps it with its secrets masked, so
 * neither a log reader nor a database reader can take over an account through a password link. Without
 * SMTP_URL, development writes the message to the log (the only way it reaches anyone there); production
 * keeps it in the outbox only. Start-up says which (logMailMode).
 */
export function createMailer(orm: Orm, log: ServiceLog, options: MailerOptions): Mailer {
  const transport: Transporter | null =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);
  return {
    async send(message) {
      const [row] = await orm
        .insert(outbox)
        .values({
          kind: message.kind,
          toAddress: message.to,
          subject: message.subject,
          bodyText: maskSecrets(message.text, message.secrets),
          companyId: message.companyId ?? null,
          userId: message.userId ?? null,
          status: transport ? 'pending' : 'logged',
        })
        .returning({ id: outbox.id });
      const id = row!.id;
      const about = { id, kind: message.kind, to: message.to, subject: message.subject };
      if (!transport) {
        if (options.production) log.warn({ mail: about }, 'mail not delivered (no SMTP_URL): kept in the outbox');
        // development only: the log is the one way the message reaches anyone
        else
          log.warn({ mail: { ...about, text: message.text } }, 'mail (no SMTP_URL, development: written to the log)');
        return { id, delivered: Promise.resolve() };
      }
      log.info({ mail: about }, 'mail');
      const delivered = transport
        .sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        })
        .then(async () => {
          await orm.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.id, id));
        })
        .catch(async (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          log.error({ mailId: id, err: error }, 'mail delivery failed');
          await orm
            .update(outbox)
            .set({ status: 'failed', error: reason.slice(0, 500) })
            .where(eq(outbox.id, id))
            .catch(() => {
              // the database may already be closed when the server shuts down mid-delivery
            });
        });
      options.onDelivery?.(delivered);
      return { id, delivered };
    },
    close() {
      transport?.close();
    },
  };
}

/** Said once at start-up: where mail goes. */
export function logMailMode(log: ServiceLog, options: MailerOptions): void {
  if (options.transport || options.smtpUrl) return;
  if (options.production)
    log.warn('no SMTP_URL: mail is not delivered; messages wait in the outbox with their links masked');
  else
    log.warn(
      'no SMTP_URL: mail is written to the log, links included (development only; production never logs a message body)',
    );
}
