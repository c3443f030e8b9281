// A case's ledger: every action on it, with who (an admin's address, or null for the person and
// the server), when and the outcome. Public entries are what the person sees through their
// case link; notes and the details of internal entries stay with the team.

import type { Kysely, Transaction } from 'kysely';
import type { CaseAction, Database } from '../db/schema.ts';
import { sha256Hex } from '../lib/hash.ts';
import { newId, newToken } from '../lib/ids.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface LedgerInput {
  threadId: string;
  action: CaseAction;
  actorEmail: string | null | undefined;
  outcome: string;
  detail?: string | null;
  public: boolean;
  at?: string;
}

export async function addLedgerEntry(db: Db, entry: LedgerInput): Promise<string> {
  const id = newId();
  await db
    .insertInto('case_ledger')
    .values({
      id,
      thread_id: entry.threadId,
      action: entry.action,
      actor_email: entry.actorEmail ?? null,
      outcome: entry.outcome,
      detail: entry.detail ?? null,
      public: entry.public ? 1 : 0,
      created_at: entry.at ?? new Date().toISOString(),
    })
    .execute();
  return id;
}

export async function listLedger(db: Db, threadId: string, publicOnly = false) {
  let query = db.selectFrom('case_ledger').selectAll().where('thread_id', '=', threadId);
  if (publicOnly) query = query.where('public', '=', 1);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actorEmail: r.actor_email,
    outcome: r.outcome,
    detail: r.detail,
    public: r.public === 1,
    createdAt: r.created_at,
  }));
}

/** A private link to the case for the person: a random token in the mail, only its hash kept. */
export async function issueCaseLink(db: Db, threadId: string): Promise<string> {
  const token = newToken();
  await db
    .insertInto('case_links')
    .values({ token_hash: sha256Hex(token), thread_id: threadId, created_at: new Date().toISOString() })
    .execute();
  return token;
}

export async function threadIdForToken(db: Db, token: string): Promise<string | undefined> {
  const row = await db.selectFrom('case_links').select('thread_id').where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
  return row?.thread_id;
}
