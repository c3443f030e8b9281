import type { Kysely } from 'kysely';
import type { AuthenticatedUser } from '../auth/auth.service.ts';
import type { EvidenceDecodes } from '../cases/evidence-decodes.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { FieldCipher } from '../lib/field-cipher.ts';
import type { OutboxSender } from '../outbox/outbox-sender.ts';
import type { RecordAccess } from '../record-access/record-access.ts';
import type { PublicCardMemo } from '../records/views/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dbHandle: DatabaseHandle;
    /** Encrypts and decrypts sensitive record fields (decisions.md §2). */
    cipher: FieldCipher;
    /** The public distinct-records limit and its all-clients monitor (issue 13 §3). */
    recordAccess: RecordAccess;
    /** The public result cards built recently (ADR 0138): delete routes forget theirs. */
    publicCards: PublicCardMemo;
    /** This instance's background mail sender (breach alerts). */
    outbox: OutboxSender;
    /** This instance's screenshot decodes: a few at a time, a short queue (ADR 0261). */
    evidenceDecodes: EvidenceDecodes;
  }
  interface FastifyRequest {
    /** Set by the admin guard on /api/admin routes. */
    user?: AuthenticatedUser;
  }
}
