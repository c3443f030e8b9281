// Sending and using the one-time link of the verified self-view. Every answer to a send request
// is the same whether a mail went out or a limit held it back, so the answers tell a stranger
// nothing the masked list of addresses did not already show.

import { randomBytes } from 'node:crypto';
import { inboxIdentity } from '@breachwatch/core/scan/email-variants';
import { OWNER_LINK_TTL_MINUTES, OWNER_MESSAGES } from '@breachwatch/core/schemas/owner';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { FieldCipher } from '../lib/field-cipher.ts';
import { badRequest, HttpError, notFound, tooManyRequests } from '../lib/http-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { issueLink, redeemLink } from '../one-time-links/one-time-links.ts';
import { admitClientEvent, linkRequestsRefusal, type ClientKeys } from '../record-access/client-events.ts';
import type { WindowedSets } from '../record-access/windowed-sets.ts';
import { ownerAddresses, publicRecordExists, subjectHashOf } from './owner-addresses.ts';

export const OWNER_VIEW_PURPOSE = 'owner-view';
const HOUR_MS = 3_600_000;
/**
 * An address's window is as long as a link lives (ADR 0197): when the per-address limit holds a
 * request back, every link it counted is still in that inbox and still works. A stranger who
 * fills the limit only mails the owner links the owner can use.
 */
const ADDRESS_WINDOW_MS = OWNER_LINK_TTL_MINUTES * 60_000;

/**
 * Links from one client per hour, and to one address per window. No limit per record: one a
 * stranger could fill would shut the record's owner out (ADR 0197).
 */
export const OWNER_LINK_LIMITS = { perClient: 5, perAddress: 3 } as const;

export interface OwnerDeps {
  db: Kysely<Database>;
  cipher: FieldCipher;
  config: Config;
  mailer: Mailer;
  sets: WindowedSets;
  log: FastifyBaseLogger;
}

/** Why this server cannot mail a link, or null when it can. */
export function mailUnavailableReason(deps: Pick<OwnerDeps, 'mailer' | 'config'>): string | null {
  if (!deps.mailer.configured) return OWNER_MESSAGES.mailUnavailable;
  if (!deps.config.publicUrl) return OWNER_MESSAGES.noPublicAddress;
  return null;
}

const once = () => randomBytes(9).toString('base64url');

function linkMail(siteName: string, url: string): { subject: string; text: string } {
  return {
    subject: `Your link to see your full ${siteName} report`,
    text: [
      'Hello,',
      '',
      `Someone asked to see the full ${siteName} report of a leaked record that lists this email address. If that was you, open this link within ${OWNER_LINK_TTL_MINUTES} minutes:`,
      '',
      url,
      '',
      'The link works once. It opens your report for 30 minutes in the browser where you open it.',
      '',
      'If you did not ask for this, ignore this email: nothing happens and nobody sees your details.',
      '',
      'We will never ask you for a password, a one-time code or payment details.',
      '',
      siteName,
    ].join('\r\n'),
  };
}

export async function sendOwnerLink(deps: OwnerDeps, input: { recordId: string; addressId: string } & ClientKeys): Promise<string> {
  const reason = mailUnavailableReason(deps);
  if (reason) throw new HttpError(503, reason);
  const perClient = await admitClientEvent(deps.sets, 'owner-link', input, OWNER_LINK_LIMITS.perClient, HOUR_MS);
  if (!perClient.allowed) throw tooManyRequests(linkRequestsRefusal(perClient), perClient.retryAfterMs / 1000);
  const addresses = await ownerAddresses(deps.db, deps.cipher, input.recordId);
  if (!addresses) throw notFound('Not found');
  const address = addresses.offered.find((a) => a.id === input.addressId);
  if (!address) throw badRequest(OWNER_MESSAGES.chooseAddress);
  const subjectHash = subjectHashOf(deps.cipher, address.email);
  // Per address: held back silently. A refusal here would tell a stranger that this record
  // shares its address with another record they tried. Counted per inbox, as the alert links
  // are: spelled with a +tag or Gmail's dots in another record it is the same mailbox (ADR 0287).
  const inbox = deps.cipher.fingerprint(`owner-link inbox ${inboxIdentity(address.email) ?? address.email}`);
  const perAddress = await deps.sets.admit(`owner-link:address:${inbox}`, [once()], OWNER_LINK_LIMITS.perAddress, ADDRESS_WINDOW_MS);
  if (!perAddress.allowed) {
    await recordAudit(deps.db, {
      actorEmail: undefined,
      action: 'owner.link.withheld',
      target: input.recordId,
      details: { reason: 'address limit' },
    });
    return OWNER_MESSAGES.sent;
  }
  const link = await issueLink(deps.db, {
    purpose: OWNER_VIEW_PURPOSE,
    target: input.recordId,
    subjectHash,
    ttlMs: OWNER_LINK_TTL_MINUTES * 60_000,
  });
  await recordAudit(deps.db, { actorEmail: undefined, action: 'owner.link.sent', target: input.recordId, details: { linkId: link.id } });
  // Mailed after the answer: the time to answer is the same whether or not a mail goes out.
  const mail = linkMail(deps.config.site.name, `${deps.config.publicUrl}/verify#${link.token}`);
  void deps.mailer
    .send({ to: address.email, ...mail })
    .catch((error: unknown) => deps.log.warn({ code: (error as { code?: string }).code, linkId: link.id }, 'owner link: mail not sent'));
  return OWNER_MESSAGES.sent;
}

/** Uses a mailed link; the record it opens, or 400 with one message for every kind of bad link. */
export async function useOwnerLink(
  deps: Pick<OwnerDeps, 'db'>,
  token: string,
): Promise<{ recordId: string; emailHash: string; linkId: string }> {
  const link = await redeemLink(deps.db, OWNER_VIEW_PURPOSE, token);
  if (!link) throw badRequest(OWNER_MESSAGES.linkInvalid);
  if (!(await publicRecordExists(deps.db, link.target))) throw badRequest(OWNER_MESSAGES.linkInvalid);
  return { recordId: link.target, emailHash: link.subjectHash, linkId: link.id };
}
