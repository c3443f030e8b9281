// Evidence for a case: screenshots attached to a contact or incident message. A file is judged
// by its content (magic bytes, file-type), never by its name or declared type, then decoded and
// re-encoded with sharp (which drops EXIF, GPS and every other metadata block), encrypted with
// the record-field cipher and stored; only admins can read it back.

import { EVIDENCE_UPLOAD_MAX_BYTES, EVIDENCE_UPLOAD_TYPES } from '@breachwatch/core/schemas/constants';
import { EVIDENCE_FILES_MAX, EVIDENCE_MESSAGES } from '@breachwatch/core/schemas/inbox';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely, Transaction } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema.ts';
import type { FieldCipher } from '../lib/field-cipher.ts';
import { sha256Hex } from '../lib/hash.ts';
import { badRequest, HttpError } from '../lib/http-error.ts';
import { newId, newToken } from '../lib/ids.ts';
import { addLedgerEntry } from './case-ledger.repository.ts';
import { EvidenceDecodesBusy, type EvidenceDecodes } from './evidence-decodes.ts';

type Db = Kysely<Database> | Transaction<Database>;
type EvidenceType = (typeof EVIDENCE_UPLOAD_TYPES)[number];

const TOKEN_TTL_MS = 60 * 60_000;
/** Larger decoded images are refused: a small file can claim a huge canvas (a decompression bomb). */
const MAX_PIXELS = 40_000_000;

/** An upload token for the thread a message just landed in; only its hash is kept. */
export async function issueEvidenceToken(db: Db, threadId: string, now = Date.now()): Promise<string> {
  const token = newToken();
  await db.deleteFrom('evidence_tokens').where('expires_at', '<', new Date(now).toISOString()).execute();
  await db
    .insertInto('evidence_tokens')
    .values({ token_hash: sha256Hex(token), thread_id: threadId, expires_at: new Date(now + TOKEN_TTL_MS).toISOString() })
    .execute();
  return token;
}

/**
 * The thread a live upload token belongs to: the message its holder has just sent. The thanks'
 * "Correct it" sends the token back to correct that message (contact.service.ts).
 */
export async function threadOfEvidenceToken(db: Db, token: string): Promise<string | undefined> {
  const live = await db
    .selectFrom('evidence_tokens')
    .select('thread_id')
    .where('token_hash', '=', sha256Hex(token))
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return live?.thread_id;
}

/** The content's own type when it is one we take, else undefined. */
export async function evidenceTypeOf(bytes: Uint8Array): Promise<EvidenceType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  return found && (EVIDENCE_UPLOAD_TYPES as readonly string[]).includes(found.mime) ? (found.mime as EvidenceType) : undefined;
}

/** Decodes and re-encodes in the same format: pixels only, no metadata (sharp keeps none unless asked). */
export async function reencode(bytes: Uint8Array, type: EvidenceType): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  const out = type === 'image/png' ? image.png() : type === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.webp({ quality: 90 });
  return out.toBuffer();
}

const DAY_MS = 24 * 60 * 60_000;

/** Bytes of screenshots stored from everyone in the 24 hours before `now` (ADR 0283). */
async function storedInLastDay(db: Db, now: number): Promise<number> {
  const row = await db
    .selectFrom('case_evidence')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
    .where('created_at', '>', new Date(now - DAY_MS).toISOString())
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/**
 * The storage budget is spent (ADR 0283): every message of the contact form may carry a few
 * files, so at the flood guard's limits strangers could otherwise store gigabytes an hour until
 * the disk, and the site with it, gave out. Retry-After: an hour, when part of the day has passed.
 */
export class EvidenceStorageFull extends HttpError {
  constructor(readonly storedBytes: number) {
    super(503, EVIDENCE_MESSAGES.storageFull, undefined, 3600);
  }
}

/**
 * Checks, cleans, encrypts and stores one file for the token's thread; the new ledger entry is
 * public. `bytesPerDay`: the screenshots all visitors together may store in 24 hours.
 */
export async function storeEvidence(
  db: Kysely<Database>,
  cipher: FieldCipher,
  decodes: EvidenceDecodes,
  token: string,
  bytes: Buffer,
  bytesPerDay: number,
): Promise<{ threadId: string }> {
  if (bytes.length > EVIDENCE_UPLOAD_MAX_BYTES) throw new HttpError(413, EVIDENCE_MESSAGES.tooLarge);
  // The token first: decoding and re-encoding a large image costs seconds of CPU, which nobody
  // without a live token (one who just sent a message) may make the server spend. The slot
  // itself is claimed below, in the transaction.
  const live = await db
    .selectFrom('evidence_tokens')
    .select('thread_id')
    .where('token_hash', '=', sha256Hex(token))
    .where('expires_at', '>', new Date().toISOString())
    .where('uploads', '<', EVIDENCE_FILES_MAX)
    .executeTakeFirst();
  if (!live) throw badRequest(EVIDENCE_MESSAGES.tokenInvalid);
  // Before the decode's CPU too: a budget already spent refuses at once.
  const before = await storedInLastDay(db, Date.now());
  if (before >= bytesPerDay) throw new EvidenceStorageFull(before);
  const type = await evidenceTypeOf(bytes);
  if (!type) throw badRequest(EVIDENCE_MESSAGES.notAnImage);
  let clean: Buffer;
  try {
    clean = await decodes.run(() => reencode(bytes, type));
  } catch (error) {
    if (error instanceof EvidenceDecodesBusy) throw new HttpError(503, EVIDENCE_MESSAGES.busy, undefined, 60);
    throw badRequest(EVIDENCE_MESSAGES.unreadable);
  }
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    // One conditional update claims an upload slot: no more than EVIDENCE_FILES_MAX, however concurrent.
    const slot = await trx
      .updateTable('evidence_tokens')
      .set((eb) => ({ uploads: eb('uploads', '+', 1) }))
      .where('token_hash', '=', sha256Hex(token))
      .where('expires_at', '>', now)
      .where('uploads', '<', EVIDENCE_FILES_MAX)
      .returning('thread_id')
      .executeTakeFirst();
    if (!slot) throw badRequest(EVIDENCE_MESSAGES.tokenInvalid);
    // With the file's stored size: uploads beside this one may have spent the rest meanwhile.
    const stored = await storedInLastDay(trx, Date.parse(now));
    if (stored + clean.length > bytesPerDay) throw new EvidenceStorageFull(stored);
    await trx
      .insertInto('case_evidence')
      .values({
        id: newId(),
        thread_id: slot.thread_id,
        mime: type,
        size: clean.length,
        content_enc: cipher.encryptJson(clean.toString('base64')),
        created_at: now,
      })
      .execute();
    const label = type === 'image/jpeg' ? 'JPG' : type === 'image/png' ? 'PNG' : 'WEBP';
    await addLedgerEntry(trx, {
      threadId: slot.thread_id,
      action: 'evidence',
      actorEmail: null,
      outcome: `Screenshot received (${label}, ${Math.max(1, Math.round(clean.length / 1024))} KB)`,
      public: true,
      at: now,
    });
    return { threadId: slot.thread_id };
  });
}

export async function listEvidence(db: Db, threadId: string) {
  const rows = await db
    .selectFrom('case_evidence')
    .select(['id', 'mime', 'size', 'created_at'])
    .where('thread_id', '=', threadId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({ id: r.id, mime: r.mime, size: Number(r.size), createdAt: r.created_at }));
}

export async function readEvidence(db: Db, cipher: FieldCipher, threadId: string, id: string) {
  const row = await db
    .selectFrom('case_evidence')
    .select(['mime', 'content_enc'])
    .where('thread_id', '=', threadId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { mime: row.mime, bytes: Buffer.from(cipher.decryptJson<string>(row.content_enc), 'base64') } : undefined;
}
