import type { Kysely, Transaction } from 'kysely';
import type { Contact } from '@breachwatch/core/schemas/contact';
import { emailAsciiForm } from '@breachwatch/core/schemas/formats';
import type { DatabaseKind } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { FieldCipher } from '../lib/field-cipher.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { normaliseEmail } from '../auth/auth.service.ts';
import { addLedgerEntry } from '../cases/case-ledger.repository.ts';
import { threadOfEvidenceToken } from '../cases/case-evidence.ts';
import { isContentRemoved } from '../cases/case-retention.ts';
import * as inbox from '../inbox/inbox.repository.ts';
import type { ThreadSummary } from '../inbox/inbox.repository.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';

/**
 * Messages one address may send per hour from one network; beyond it the person is asked to
 * wait for our reply. Counted with the sender's network (ADR 0231): counted by the address
 * alone, a stranger writing as someone learnt from the refusal whether, and how often, they had
 * written, and could shut them out for an hour.
 */
export const CONTACT_PER_EMAIL_LIMIT = 5;
export const CONTACT_PER_EMAIL_WINDOW_MINUTES = 60;

/** The key of one sender address written from one network: a keyed hash, never the address. */
export function contactSenderKey(cipher: FieldCipher, clientKey: string, email: string): string {
  const address = normaliseEmail(email);
  // Both spellings of an internationalised domain are one sender (ADR 0183).
  return `contact:sender:${cipher.fingerprint(`contact-sender ${clientKey} ${emailAsciiForm(address) ?? address}`)}`;
}
export const CONTACT_PER_EMAIL_MESSAGE =
  'You have sent several messages in the last hour. We have them and will reply by email; please wait before writing again.';
export const CONTACT_SENT_MESSAGE = 'Thank you! Your message has been sent successfully.';

// Header-bound fields must be single-line: a newline in a subject is how mail headers get injected.
const singleLine = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The record a verified owner's message is about, and when its sender's address was proved (ADR 0298). */
export interface VerifiedSender {
  recordId: string;
  verifiedAt: string;
}

/**
 * The verified owner's mark for this message, or undefined: only with the person's consent, and
 * only when the message is sent from the very address their owner session proved. Another
 * address proves nothing, so the mark goes with it. The record comes from the session alone.
 */
export function verifiedSender(
  contact: Pick<Contact, 'email' | 'shareVerifiedRecord'>,
  session: { recordId: string; verifiedAt: string } | undefined,
  proven: string | undefined,
): VerifiedSender | undefined {
  if (contact.shareVerifiedRecord !== true || !session || !proven) return undefined;
  if (normaliseEmail(contact.email) !== proven) return undefined;
  return { recordId: session.recordId, verifiedAt: session.verifiedAt };
}

/**
 * Stores the message as a new thread: a new case. The form proves nobody's address, so a message
 * from it never joins an existing case by address and subject (ADR 0233): a stranger writing as
 * someone would otherwise land in their case, change its status and get an upload token for it.
 * The person adds to their own case through the private link in our reply (cases.service.ts).
 *
 * The one exception is a correction ("Wrong address? Correct it" on the thanks): it carries the
 * upload token of the message just sent, which only its sender holds, and replaces that message's
 * address, name, subject and words rather than opening a second case beside it with the wrong
 * address still in it. Only while the team has not acted on the case: once anyone has answered or
 * worked it, what was done stays as it was and the correction opens a case of its own.
 */
export async function receiveContact(
  db: Kysely<Database>,
  kind: DatabaseKind,
  contact: Contact,
  verified?: VerifiedSender,
): Promise<{ thread: ThreadSummary; corrected: boolean }> {
  const fromEmail = normaliseEmail(contact.email);
  const subject = singleLine(contact.subject);
  const fromName = singleLine(contact.name);
  const now = nowIso();

  return db.transaction().execute(async (trx) => {
    const correctable = contact.correcting ? await untouchedCase(trx, kind, contact.correcting) : undefined;
    if (correctable) {
      await trx
        .updateTable('inbox_threads')
        .set({
          from_name: fromName,
          from_email: fromEmail,
          subject,
          status: 'unread',
          last_message_at: now,
          // The corrected message is marked as a new one would be (ADR 0298): from the address
          // the owner session proved, or not at all.
          owner_record_id: verified?.recordId ?? null,
          owner_verified_at: verified?.verifiedAt ?? null,
        })
        .where('id', '=', correctable.threadId)
        .execute();
      await trx.updateTable('inbox_messages').set({ body: contact.message }).where('id', '=', correctable.messageId).execute();
      await addLedgerEntry(trx, {
        threadId: correctable.threadId,
        action: 'message',
        actorEmail: null,
        outcome: 'Message corrected by the person before we answered',
        public: true,
        at: now,
      });
      return { thread: await summaryOf(trx, correctable.threadId), corrected: true };
    }

    const threadId = newId();
    await inbox.insertThread(trx, {
      id: threadId,
      from_name: fromName,
      from_email: fromEmail,
      subject,
      status: 'unread',
      last_message_at: now,
      created_at: now,
      owner_record_id: verified?.recordId ?? null,
      owner_verified_at: verified?.verifiedAt ?? null,
    });
    if (verified) {
      await recordAudit(trx, {
        actorEmail: undefined,
        action: 'cases.owner-verified',
        target: threadId,
        details: { recordId: verified.recordId },
      });
    }
    await addLedgerEntry(trx, {
      threadId,
      action: 'opened',
      actorEmail: null,
      outcome: 'Message received; case opened',
      public: true,
      at: now,
    });
    await inbox.insertMessage(trx, {
      id: newId(),
      thread_id: threadId,
      direction: 'in',
      body: contact.message,
      created_at: now,
      delivery_status: null,
      delivery_error: null,
      delivered_at: null,
    });
    return { thread: await summaryOf(trx, threadId), corrected: false };
  });
}

async function summaryOf(trx: Transaction<Database>, threadId: string): Promise<ThreadSummary> {
  const summary = await inbox.findThreadSummary(trx, threadId);
  if (!summary) throw new Error('thread vanished inside its own transaction');
  return summary;
}

/**
 * The case an upload token's message opened, with that one message, when nobody has acted on it
 * yet: still new, no reply and no entry by the team in its ledger, its content not removed.
 * Read under the case's row, so a reply being written waits for the correction or the other way.
 */
async function untouchedCase(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  token: string,
): Promise<{ threadId: string; messageId: string } | undefined> {
  const threadId = await threadOfEvidenceToken(trx, token);
  if (!threadId) return undefined;
  const thread = await inbox.findThreadForChange(trx, kind, threadId);
  if (!thread || thread.case_status !== 'new' || isContentRemoved(thread)) return undefined;
  const messages = await trx.selectFrom('inbox_messages').select(['id', 'direction']).where('thread_id', '=', threadId).execute();
  if (messages.length !== 1 || messages[0]!.direction !== 'in') return undefined;
  const byTeam = await trx
    .selectFrom('case_ledger')
    .select('id')
    .where('thread_id', '=', threadId)
    .where('actor_email', 'is not', null)
    .executeTakeFirst();
  return byTeam ? undefined : { threadId, messageId: messages[0]!.id };
}
