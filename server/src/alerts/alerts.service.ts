// Subscribing to breach alerts (issue 18 §1). An address is subscribed only once it is proven:
// by a one-time link mailed to it (one-time-links, purpose "alert-subscribe"), or by the
// verified owner session of a record that lists it. Every answer is the same whether the
// address is new, already subscribed, or anywhere in our data; limits per address hold back
// silently for the same reason.

import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ALERT_LINK_TTL_MINUTES, ALERT_MESSAGES } from '@breachwatch/core/schemas/alerts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { FieldCipher } from '../lib/field-cipher.ts';
import { badRequest, HttpError, tooManyRequests } from '../lib/http-error.ts';
import { newId } from '../lib/ids.ts';
import type { Mailer } from '../mail/mailer.ts';
import { issueLink, redeemLink } from '../one-time-links/one-time-links.ts';
import { admitClientEvent, linkRequestsRefusal, type ClientKeys } from '../record-access/client-events.ts';
import type { WindowedSets } from '../record-access/windowed-sets.ts';
import { alertKeyOf } from './alert-key.ts';
import { confirmLinkMail, unsubscribeTag } from './alert-mail.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const ALERT_SUBSCRIBE_PURPOSE = 'alert-subscribe';
const HOUR_MS = 3_600_000;
/** Confirmation links per hour: from one client (429), to one address (held back silently). */
export const ALERT_LINK_LIMITS = { perClient: 5, perAddress: 3 } as const;

export interface AlertDeps {
  db: Kysely<Database>;
  cipher: FieldCipher;
  config: Config;
  mailer: Mailer;
  sets: WindowedSets;
  log: FastifyBaseLogger;
}

const once = () => randomBytes(9).toString('base64url');

export function alertsAvailable(deps: Pick<AlertDeps, 'mailer' | 'config'>): boolean {
  return deps.mailer.configured && Boolean(deps.config.publicUrl);
}

/** Mails a confirmation link to `email`; the answer never depends on the address. */
export async function requestAlertLink(deps: AlertDeps, input: { email: string } & ClientKeys): Promise<string> {
  if (!alertsAvailable(deps)) throw new HttpError(503, ALERT_MESSAGES.unavailable);
  const perClient = await admitClientEvent(deps.sets, 'alert-link', input, ALERT_LINK_LIMITS.perClient, HOUR_MS);
  if (!perClient.allowed) throw tooManyRequests(linkRequestsRefusal(perClient), perClient.retryAfterMs / 1000);
  const email = input.email.trim();
  const key = alertKeyOf(deps.cipher, email);
  if (!key) throw badRequest('Please enter a valid email address.');
  // The window is as long as a link lives: a request held back has live links in that inbox.
  const perAddress = await deps.sets.admit(
    `alert-link:address:${key}`,
    [once()],
    ALERT_LINK_LIMITS.perAddress,
    ALERT_LINK_TTL_MINUTES * 60_000,
  );
  if (!perAddress.allowed) {
    await recordAudit(deps.db, { actorEmail: undefined, action: 'alerts.link.withheld', details: { reason: 'address limit' } });
    return ALERT_MESSAGES.linkSent;
  }
  const link = await issueLink(deps.db, {
    purpose: ALERT_SUBSCRIBE_PURPOSE,
    // The address travels with the link, encrypted: the confirmation needs it, nothing else does.
    target: deps.cipher.encryptJson({ email }),
    subjectHash: key,
    ttlMs: ALERT_LINK_TTL_MINUTES * 60_000,
  });
  await recordAudit(deps.db, { actorEmail: undefined, action: 'alerts.link.sent', target: link.id });
  const mail = confirmLinkMail(deps.config.site, `${deps.config.publicUrl}/alerts/confirm#${link.token}`, ALERT_LINK_TTL_MINUTES);
  // Mailed after the answer: the time to answer does not depend on the mail server.
  void deps.mailer
    .send({ to: email, ...mail })
    .catch((error: unknown) => deps.log.warn({ code: (error as { code?: string }).code, linkId: link.id }, 'alert link: mail not sent'));
  return ALERT_MESSAGES.linkSent;
}

/** Subscribes a proven address; an address already subscribed (any spelling of its inbox) stays as it is. */
export async function subscribe(db: Db, cipher: FieldCipher, email: string, provenBy: 'link' | 'owner'): Promise<void> {
  const key = alertKeyOf(cipher, email);
  if (!key) throw badRequest('Please enter a valid email address.');
  const id = newId();
  const res = await db
    .insertInto('alert_subscriptions')
    .values({ id, email_enc: cipher.encryptJson({ email }), email_hash: key, proven_by: provenBy, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('email_hash').doNothing())
    .executeTakeFirst();
  if (Number(res.numInsertedOrUpdatedRows ?? 0n) === 1) {
    await recordAudit(db, { actorEmail: undefined, action: 'alerts.subscribed', target: id, details: { provenBy } });
  }
}

/** Uses a confirmation link: 400 with one message for every kind of bad link. */
export async function confirmAlertLink(deps: Pick<AlertDeps, 'db' | 'cipher'>, token: string): Promise<string> {
  await deps.db.transaction().execute(async (trx) => {
    const link = await redeemLink(trx, ALERT_SUBSCRIBE_PURPOSE, token);
    if (!link) throw badRequest(ALERT_MESSAGES.linkInvalid);
    const { email } = deps.cipher.decryptJson<{ email: string }>(link.target);
    await subscribe(trx, deps.cipher, email, 'link');
  });
  return ALERT_MESSAGES.confirmed;
}

/**
 * The one-click unsubscribe: deletes the subscription (nothing of the address is kept) and
 * cancels its queued alerts. A wrong or spent link gets the same answer.
 */
export async function unsubscribe(deps: Pick<AlertDeps, 'db' | 'cipher'>, subscriptionId: string, tag: string): Promise<string> {
  const expected = unsubscribeTag(deps.cipher, subscriptionId);
  if (tag.length !== expected.length || !timingSafeEqual(Buffer.from(tag), Buffer.from(expected))) return ALERT_MESSAGES.unsubscribed;
  await deps.db.transaction().execute((trx) => removeSubscription(trx, subscriptionId));
  return ALERT_MESSAGES.unsubscribed;
}

/** Deletes a subscription and cancels its queued alerts: nothing of the address is kept. */
async function removeSubscription(trx: Transaction<Database>, subscriptionId: string): Promise<void> {
  const at = new Date().toISOString();
  await trx
    .updateTable('mail_outbox')
    .set({ status: 'cancelled', last_error: 'unsubscribed', updated_at: at })
    .where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'queued')
    .execute();
  const res = await trx.deleteFrom('alert_subscriptions').where('id', '=', subscriptionId).executeTakeFirst();
  if (Number(res.numDeletedRows) === 1)
    await recordAudit(trx, { actorEmail: undefined, action: 'alerts.unsubscribed', target: subscriptionId });
}

/**
 * Whether a proven address is subscribed (any spelling of its inbox). Only ever asked for the
 * address a verified owner session proved: the answer is about that person's own inbox.
 */
export async function isSubscribed(db: Db, cipher: FieldCipher, email: string): Promise<boolean> {
  const key = alertKeyOf(cipher, email);
  if (!key) return false;
  return Boolean(await db.selectFrom('alert_subscriptions').select('id').where('email_hash', '=', key).executeTakeFirst());
}

/** Stops alerts to a proven address (the verified owner's); the same end as the mail's one-click link. */
export async function unsubscribeAddress(db: Kysely<Database>, cipher: FieldCipher, email: string): Promise<void> {
  const key = alertKeyOf(cipher, email);
  if (!key) return;
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('alert_subscriptions').select('id').where('email_hash', '=', key).executeTakeFirst();
    if (row) await removeSubscription(trx, row.id);
  });
}

/** The address of a subscription, for the sender; undefined once unsubscribed. */
export async function subscriptionAddress(db: Db, cipher: FieldCipher, subscriptionId: string): Promise<string | undefined> {
  const row = await db.selectFrom('alert_subscriptions').select('email_enc').where('id', '=', subscriptionId).executeTakeFirst();
  return row ? cipher.decryptJson<{ email: string }>(row.email_enc).email : undefined;
}
