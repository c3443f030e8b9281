// The background mail sender (ADR 0120). Every instance runs one; each claims ONE message at a
// time with a lease (outbox.repository.ts), so however many instances run, a message has one
// sender at a time. A temporary refusal (SMTP 4xx, a connection error) is retried with
// exponential backoff and jitter; a permanent one (5xx) or the last attempt marks it failed.
// Messages are rows: a restart picks up where the last process stopped, and a lease held by a
// process that died runs out and the message is claimed again.

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { describeMailError, type Mailer, type OutgoingMail } from '../mail/mailer.ts';
import { claimNext, settle, type ClaimedMessage } from './outbox.repository.ts';

/** How long a claim holds: well past the mailer's own timeouts (10 s connect, 20 s socket). */
export const LEASE_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 3_600_000;
/** Messages one instance sends at once (the alert mailer keeps two SMTP connections). */
const SENDS_IN_FLIGHT = 2;

/** A message that must not go out any more, and why (stored as its last error). */
export interface CancelledMessage {
  cancelled: string;
}
/** Turns a message into the mail to send, or null when it must not go out any more (unsubscribed). */
export type RenderMessage = (message: ClaimedMessage) => Promise<OutgoingMail | CancelledMessage | null>;

export interface OutboxSender {
  /** Look for work now (after an import queued alerts). */
  wake(): void;
  /** Sends every due message once; resolves with how many were handled. For tests and the benchmark. */
  drain(): Promise<number>;
  close(): Promise<void>;
}

/** The wait before attempt `attempts + 1`: base * 2^(attempts-1), ±20 % jitter, at most an hour. */
export function backoffMs(baseMs: number, attempts: number, random = Math.random): number {
  const raw = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(raw * (0.8 + 0.4 * random()));
}

const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export function createOutboxSender(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  config: Pick<Config, 'outbox'>;
  log: FastifyBaseLogger;
  render: RenderMessage;
}): OutboxSender {
  const owner = randomUUID();
  const { pollMs, retryBaseMs, maxAttempts } = deps.config.outbox;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function handle(message: ClaimedMessage): Promise<void> {
    let mail: OutgoingMail | CancelledMessage | null;
    try {
      mail = await deps.render(message);
    } catch (error) {
      deps.log.warn({ outboxId: message.id, err: (error as Error).message }, 'outbox: message could not be built');
      await settle(deps.db, message.id, owner, { status: 'failed', error: 'could not be built' });
      return;
    }
    if (!mail || 'cancelled' in mail) {
      await settle(deps.db, message.id, owner, { status: 'cancelled', error: mail?.cancelled ?? 'unsubscribed' });
      return;
    }
    try {
      await deps.mailer.send(mail);
      await settle(deps.db, message.id, owner, { status: 'sent' });
    } catch (error) {
      const reason = describeMailError(error);
      const last = isPermanent(error) || message.attempts >= maxAttempts;
      const retryAt = new Date(Date.now() + backoffMs(retryBaseMs, message.attempts)).toISOString();
      await settle(deps.db, message.id, owner, last ? { status: 'failed', error: reason } : { status: 'queued', error: reason, retryAt });
      deps.log.warn({ outboxId: message.id, attempts: message.attempts, final: last }, 'outbox: mail not sent');
    }
  }

  async function drainOnce(): Promise<number> {
    let handled = 0;
    const loop = async () => {
      while (!closed) {
        const message = await claimNext(deps.db, owner, LEASE_MS);
        if (!message) break;
        await handle(message);
        handled++;
      }
    };
    // As many claims in flight as the mailer has connections: each message is still claimed alone.
    await Promise.all(Array.from({ length: SENDS_IN_FLIGHT }, loop));
    return handled;
  }

  function drain(): Promise<number> {
    // One pass at a time per instance; a wake during a pass is served by the next one.
    running ??= drainOnce().finally(() => (running = undefined));
    return running;
  }

  function schedule(delay: number) {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      drain()
        .catch((error: unknown) => deps.log.warn({ err: (error as Error).message }, 'outbox: pass failed; will retry'))
        .finally(() => schedule(pollMs));
    }, delay);
    timer.unref();
  }

  if (deps.config.outbox.enabled && deps.mailer.configured) schedule(pollMs);

  return {
    wake() {
      if (deps.config.outbox.enabled && deps.mailer.configured) schedule(0);
    },
    drain,
    async close() {
      closed = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
