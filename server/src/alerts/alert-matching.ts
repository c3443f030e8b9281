// Breach alerts on import (issue 18 §2). Every import path writes its records and then calls
// recordAlertMatches with the records it actually inserted, in the same transaction: their
// alert keys are looked up in the subscriptions' unique index (a few statements per written
// chunk, never one per row), and matches are kept per batch. When the batch commits, in the
// transaction that commits it, queueBatchAlerts turns them into ONE outbox message per
// subscription, however many rows matched. What the message says is what the anonymous
// Exposure Report shows (the disclosure policy): source, date found, kinds of data; never a value.

import type { DataClass } from '@breachwatch/core/scan/data-classes';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FieldCipher } from '../lib/field-cipher.ts';
import { newId } from '../lib/ids.ts';
import { decodeRecord, getBatch, loadById } from '../records/store/index.ts';
import { discloseLeakSources, recordDataClasses } from '@breachwatch/core';
import { disclosureSource } from '../records/views/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const BREACH_ALERT_KIND = 'breach-alert';
/** Keys per lookup statement: well below both databases' parameter limits. */
const KEYS_PER_LOOKUP = 500;
/** Records an alert links to at most (the rest share its source and date). */
export const ALERT_RECORD_LINKS = 5;

export interface AlertCandidate {
  id: string;
  alertKeys: readonly string[];
}

export interface BreachAlertPayload {
  batchId: string;
  source: string | null;
  /** YYYY-MM-DD */
  dateFound: string | null;
  dataClasses: DataClass[];
  /** the records to link to (their anonymous report and recovery plan) */
  recordIds: string[];
  /** how many records of the batch matched the address */
  matched: number;
}

/**
 * Whether any alert subscription exists: asked once when a batch starts. Without one, the
 * batch's rows skip their alert keys (two HMACs per address, ~11 µs a row), so an address
 * subscribed while that batch runs is not alerted for it (ADR 0120, amended by ADR 0132).
 */
export async function alertSubscriptionsExist(db: Db): Promise<boolean> {
  const row = await db.selectFrom('alert_subscriptions').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Keeps the matches of freshly inserted records with a subscription; returns how many. */
export async function recordAlertMatches(db: Db, batchId: string, inserted: readonly AlertCandidate[]): Promise<number> {
  const byKey = new Map<string, string[]>();
  for (const rec of inserted) {
    for (const key of rec.alertKeys) {
      const ids = byKey.get(key);
      if (ids) ids.push(rec.id);
      else byKey.set(key, [rec.id]);
    }
  }
  if (byKey.size === 0) return 0;
  const keys = [...byKey.keys()];
  const rows: { batch_id: string; subscription_id: string; record_id: string }[] = [];
  for (let at = 0; at < keys.length; at += KEYS_PER_LOOKUP) {
    const subs = await db
      .selectFrom('alert_subscriptions')
      .select(['id', 'email_hash'])
      .where('email_hash', 'in', keys.slice(at, at + KEYS_PER_LOOKUP))
      .execute();
    for (const sub of subs) {
      for (const recordId of byKey.get(sub.email_hash) ?? [])
        rows.push({ batch_id: batchId, subscription_id: sub.id, record_id: recordId });
    }
  }
  for (let at = 0; at < rows.length; at += 300) {
    await db
      .insertInto('alert_matches')
      .values(rows.slice(at, at + 300))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return rows.length;
}

/** The alert payload of one subscription's matched records of a batch. */
async function payloadFor(
  db: Db,
  cipher: FieldCipher,
  batch: Awaited<ReturnType<typeof getBatch>>,
  batchId: string,
  recordIds: string[],
): Promise<BreachAlertPayload> {
  const classes = new Set<DataClass>();
  let source: string | null = batch?.source_name ?? null;
  let dateFound: string | null = null;
  const linked: string[] = [];
  for (const id of recordIds.slice(0, ALERT_RECORD_LINKS)) {
    const row = await loadById(db, id);
    if (!row) continue;
    // What a stranger's Exposure Report would say: kinds of data and the first leak source.
    const s = disclosureSource(decodeRecord(row, cipher), batch);
    for (const c of recordDataClasses(s)) classes.add(c);
    const leak = discloseLeakSources(s, 'anonymous')[0];
    if (leak) {
      source ??= leak.name;
      dateFound ??= leak.dateFound;
    }
    linked.push(id);
  }
  return {
    batchId,
    source,
    dateFound: dateFound ?? batch?.date_found?.slice(0, 10) ?? null,
    dataClasses: [...classes],
    recordIds: linked,
    matched: recordIds.length,
  };
}

/**
 * Inside the transaction that commits a batch: one queued outbox message per subscription the
 * batch's records matched (the dedupe key makes a second call a no-op); returns how many.
 */
export async function queueBatchAlerts(db: Db, cipher: FieldCipher, batchId: string, now = new Date()): Promise<number> {
  const matches = await db
    .selectFrom('alert_matches')
    .select(['subscription_id', 'record_id'])
    .where('batch_id', '=', batchId)
    .orderBy('record_id')
    .execute();
  if (matches.length === 0) return 0;
  const bySubscription = new Map<string, string[]>();
  for (const m of matches) {
    const ids = bySubscription.get(m.subscription_id);
    if (ids) ids.push(m.record_id);
    else bySubscription.set(m.subscription_id, [m.record_id]);
  }
  const at = now.toISOString();
  const batch = await getBatch(db, batchId);
  let queued = 0;
  for (const [subscriptionId, recordIds] of bySubscription) {
    const payload = await payloadFor(db, cipher, batch, batchId, recordIds);
    const inserted = await db
      .insertInto('mail_outbox')
      .values({
        id: newId(),
        kind: BREACH_ALERT_KIND,
        dedupe_key: `${BREACH_ALERT_KIND}:${batchId}:${subscriptionId}`,
        subscription_id: subscriptionId,
        payload: JSON.stringify(payload),
        status: 'queued',
        next_attempt_at: at,
        lease_owner: null,
        lease_until: null,
        last_error: null,
        created_at: at,
        updated_at: at,
        sent_at: null,
      })
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .executeTakeFirst();
    queued += Number(inserted.numInsertedOrUpdatedRows ?? 0n);
  }
  await db.deleteFrom('alert_matches').where('batch_id', '=', batchId).execute();
  return queued;
}

/** A cancelled batch alerts nobody. */
export async function dropBatchMatches(db: Db, batchId: string): Promise<void> {
  await db.deleteFrom('alert_matches').where('batch_id', '=', batchId).execute();
}
