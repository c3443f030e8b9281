// One-time links, for any purpose: a random token mailed to an address proves, when it comes
// back, that its holder reads that mailbox. Each link has a purpose (what it is for), a target
// (what it opens for that purpose), the keyed hash of the address it went to, an expiry, and
// is good once. Only the token's hash is stored. The owner's verified view uses purpose
// "owner-view"; alert subscriptions can use their own purpose with the same rules.

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sha256Hex } from '../lib/hash.ts';
import { newId, newToken } from '../lib/ids.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface IssuedLink {
  id: string;
  /** Goes into the mail and nowhere else. */
  token: string;
  expiresAt: string;
}

export interface RedeemedLink {
  id: string;
  target: string;
  subjectHash: string;
}

/** Links that ended more than this long ago are deleted when new ones are issued. */
const KEEP_ENDED_MS = 24 * 3_600_000;

export async function issueLink(
  db: Db,
  link: { purpose: string; target: string; subjectHash: string; ttlMs: number },
  now = Date.now(),
): Promise<IssuedLink> {
  const token = newToken();
  const id = newId();
  const expiresAt = new Date(now + link.ttlMs).toISOString();
  await db
    .deleteFrom('one_time_links')
    .where('expires_at', '<', new Date(now - KEEP_ENDED_MS).toISOString())
    .execute();
  await db
    .insertInto('one_time_links')
    .values({
      id,
      purpose: link.purpose,
      target: link.target,
      subject_hash: link.subjectHash,
      token_hash: sha256Hex(token),
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { id, token, expiresAt };
}

/**
 * Uses up a link: one conditional update, so two concurrent uses cannot both succeed.
 * Undefined for a token that is unknown, of another purpose, expired or already used; the
 * caller gives one answer for all of them.
 */
export async function redeemLink(db: Db, purpose: string, token: string, now = Date.now()): Promise<RedeemedLink | undefined> {
  const at = new Date(now).toISOString();
  const row = await db
    .updateTable('one_time_links')
    .set({ used_at: at })
    .where('token_hash', '=', sha256Hex(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['id', 'target', 'subject_hash'])
    .executeTakeFirst();
  return row ? { id: row.id, target: row.target, subjectHash: row.subject_hash } : undefined;
}
