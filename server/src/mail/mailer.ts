import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export const NO_MAIL_SERVER_MESSAGE = 'not sent: no mail server configured';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post); values must be single-line. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** False when no SMTP server is configured: callers record the reply as not sent. */
  readonly configured: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The error kept on a failed reply: short and free of server internals beyond the SMTP reason. */
export function describeMailError(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  const reason = (e.response ?? e.message ?? 'unknown error').replace(/\s+/g, ' ').trim();
  const prefix = e.responseCode ? `SMTP ${e.responseCode}` : (e.code ?? 'error');
  return `${prefix}: ${reason}`.slice(0, 300);
}

export interface MailerOptions {
  /**
   * Keep SMTP connections open and reuse them (the background alert sender): setting up a
   * connection costs far more than a message. Replies, sent one at a time, do not need it.
   */
  pool?: boolean;
}

export function createMailer(mail: Config['mail'], options: MailerOptions = {}): Mailer {
  if (!mail.smtpUrl || !mail.from) {
    return {
      configured: false,
      send: () => Promise.reject(new Error(NO_MAIL_SERVER_MESSAGE)),
      close: () => undefined,
    };
  }
  // Bounded waits: an admin is waiting on the reply button, and a dead mail server must turn
  // into a visible failure, not a hung request.
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(options.pool ? { pool: true, maxConnections: 2, maxMessages: 500 } : {}),
  });
  const from = mail.from;
  return {
    configured: true,
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    close: () => transport.close(),
  };
}
