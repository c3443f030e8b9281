// A bounded memo of the public result card (toSearchResult), ADR 0138. Building a card decrypts
// the record's secret and runs the disclosure policy over every field: about half of the main
// thread's time for a page of 25 cards. The card is a pure function of the card row and the
// day (an age changes with the date), so the memo keeps, per record id, the exact inputs it was
// built from and reuses the card only when the row just read from the database has the very
// same inputs (the ciphertext included: a changed record is encrypted again with a fresh IV).
//
// What this means for the privacy rules (issue 13, ADRs 0070-0073):
// - It holds only what the policy already let out: the masked card, never a decrypted value.
// - It is read through, never instead of the database: a card is looked up for a row the
//   search has just read, so a deleted or changed record can never be served from it.
// - Admission (ADR 0072) and rate limits run on the answer's ids as before, memo or not.
// - Deleting a record forgets it at once (`forget`, called by the delete routes); records that
//   leave by any other way (another instance, a batch deleted) are dropped within MAX_AGE_MS.

import type { PublicSearchResult } from '@breachwatch/core/schemas/record-views';
import type { CardRow } from '../store/index.ts';

/** Cards kept: about 2 KB each with their inputs, so some 10 MB at most. */
export const CARD_MEMO_MAX_ENTRIES = 5_000;
/** A card older than this is built again (and a record deleted elsewhere leaves memory). */
export const CARD_MEMO_MAX_AGE_MS = 60_000;

interface Entry {
  inputs: CardRow;
  day: string;
  at: number;
  card: PublicSearchResult;
}

/** Every value of a card row toSearchResult reads (seq is only its position in the index). */
const SCALAR_INPUTS = [
  'id',
  'full_name',
  'birth_year',
  'ssn_last4',
  'secret',
  'street',
  'city',
  'state',
  'zip',
  'county',
  'risk_level',
  'employment',
  'benefits',
] as const satisfies readonly (keyof CardRow)[];

/** Whether two card rows give the same card: compared value by value, no key string built (GC showed). */
function sameInputs(a: CardRow, b: CardRow): boolean {
  for (const key of SCALAR_INPUTS) if (a[key] !== b[key]) return false;
  if (a.emails.length !== b.emails.length || a.phones.length !== b.phones.length) return false;
  for (let i = 0; i < a.emails.length; i++) if (a.emails[i] !== b.emails[i]) return false;
  for (let i = 0; i < a.phones.length; i++) if (a.phones[i]!.phone !== b.phones[i]!.phone) return false;
  return true;
}

/** The inputs kept with a card: a copy, so a caller changing its row cannot change them. */
const inputsOf = (row: CardRow): CardRow => ({ ...row, emails: [...row.emails], phones: row.phones.map((p) => ({ phone: p.phone })) });

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The local calendar day, as the disclosure policy computes an age from it. */
const dayOf = (today: Date) => `${today.getFullYear()}-${today.getMonth()}-${today.getDate()}`;

export class PublicCardMemo {
  private readonly entries = new Map<string, Entry>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxEntries = CARD_MEMO_MAX_ENTRIES,
    private readonly maxAgeMs = CARD_MEMO_MAX_AGE_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The card of `row` as of `today`: the memo's when built from the same inputs, else `build()`'s. */
  card(row: CardRow, today: Date, build: () => PublicSearchResult): PublicSearchResult {
    const day = dayOf(today);
    const now = this.clock();
    const hit = this.entries.get(row.id);
    if (hit) {
      this.entries.delete(row.id); // re-inserted below: Map order is least recently used first
      if (hit.day === day && now - hit.at < this.maxAgeMs && sameInputs(hit.inputs, row)) {
        this.entries.set(row.id, hit);
        this.hits++;
        return hit.card;
      }
    }
    this.misses++;
    // Shared by every answer that shows it: nothing may change it after it is built.
    const card = deepFreeze(build());
    this.entries.set(row.id, { inputs: inputsOf(row), day, at: now, card });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return card;
  }

  /** Drops these records' cards (a delete). */
  forget(ids: readonly string[]): void {
    for (const id of ids) this.entries.delete(id);
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  get size(): number {
    return this.entries.size;
  }
}
