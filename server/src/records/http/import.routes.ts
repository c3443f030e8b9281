import {
  IMPORT_BATCH_MESSAGES,
  importBatchCancelResponseSchema,
  importBatchCancelSchema,
  importBatchCommitSchema,
  importBatchResponseSchema,
  importBatchStartSchema,
  importBatchStatusSchema,
  importRequestSchema,
  importResponseSchema,
} from '@breachwatch/core/schemas/import';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertSubscriptionsExist, dropBatchMatches, queueBatchAlerts } from '../../alerts/alert-matching.ts';
import { recordAudit } from '../../audit/audit.repository.ts';
import { newId } from '../../lib/ids.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import {
  batchCommitted,
  batchStatus,
  lockOpenBatch,
  openBatches,
  prepareImportRequest,
  removeBatchPiece,
  requireCommittableRows,
  requireOpenBatch,
  stopOpenBatch,
  writePreparedImport,
} from '../import/index.ts';
import { closeBatch, openBatch, setBatchImported, storedBatchRecords } from '../store/index.ts';

// The import API, inside the /api/admin scope (behind the admin guard). A one-request import
// is its own batch, committed with the request; a file sent in several requests opens a batch
// first (POST /import-batches), sends its chunks with that batchId, then commits or cancels it.

/** A full 5,000-row request of wide HR rows fits comfortably; the global limit stays at 1 MB. */
export const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * An empty body sent as JSON is no body (`{}` by the schema), not "the request body is empty": a
 * commit or cancel carries nothing it must say (ADR 0228).
 */
const emptyBodyIsNoBody = async (request: FastifyRequest) => {
  const length = request.headers['content-length'];
  if (request.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) {
    delete request.headers['content-type'];
  }
};

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const kind = app.dbHandle.kind;

  app.post(
    '/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['records'],
        summary: 'Import rows ({headers, rows: string[][]}) as breach records, in one transaction',
        description:
          'Each request is imported completely or not at all. Without batchId the request is its own import batch; ' +
          'with the batchId of an open batch (POST /api/admin/import-batches) it adds to that batch. ' +
          'The legacy body {rows: [{header: value}]} is still accepted.',
        body: importRequestSchema,
        response: { 200: importResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const now = nowIso();
      const batchId = body.batchId ?? newId();
      const open = body.batchId ? await requireOpenBatch(app.db, body.batchId) : undefined;
      // Checked, mapped and encrypted before the transaction: the write lock is held for the writes only.
      // Every request of one batch gives its records ids with the batch's start (ADR 0220): ids
      // that changed with each chunk would tell which part of the file a record came from.
      const withAlertKeys = await alertSubscriptionsExist(app.db);
      const prepared = prepareImportRequest(body, batchId, now, app.cipher, withAlertKeys, open?.startedAt ?? now);
      const result = await app.db.transaction().execute(async (trx) => {
        if (body.batchId) await lockOpenBatch(trx, kind, body.batchId);
        else {
          await openBatch(
            trx,
            { source: body.source, kind: body.kind ?? 'file', fileName: body.fileName, importedBy: request.user?.email },
            now,
            batchId,
          );
        }
        const res = await writePreparedImport(trx, kind, app.cipher, batchId, prepared, now);
        await recordAudit(trx, {
          actorEmail: request.user?.email,
          action: 'records.import',
          target: batchId,
          details: { rows: body.rows.length, imported: res.imported, duplicates: res.duplicates, skipped: res.skipped.length },
        });
        // A one-request import commits with its request: its alerts are queued in the same transaction.
        if (!body.batchId) await queueBatchAlerts(trx, app.cipher, batchId);
        return res;
      });
      if (!body.batchId) await batchCommitted({ id: batchId, imported: result.imported });
      return result;
    },
  );

  app.post(
    '/import-batches',
    {
      schema: {
        tags: ['records'],
        summary: 'Open one import batch for a file sent in several requests',
        body: importBatchStartSchema,
        response: { 200: importBatchResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const id = await app.db.transaction().execute(async (trx) => {
        const batchId = await openBatch(
          trx,
          { source: body.source, kind: body.kind, fileName: body.fileName, importedBy: request.user?.email, open: true },
          nowIso(),
        );
        await recordAudit(trx, {
          actorEmail: request.user?.email,
          action: 'records.import.begin',
          target: batchId,
          details: {
            expectedRows: body.expectedRows,
            kind: body.kind,
            encoding: body.encoding ?? null,
            delimiter: body.delimiter ?? null,
          },
        });
        return batchId;
      });
      return { ok: true as const, batch: (await batchStatus(app.db, id))! };
    },
  );

  app.get(
    '/import-batches/open',
    {
      schema: {
        tags: ['records'],
        summary: 'Imports opened and neither committed nor cancelled (a tab closed half-way)',
        response: { 200: z.object({ ok: z.literal(true), batches: z.array(importBatchStatusSchema) }) },
      },
    },
    async () => ({ ok: true as const, batches: await openBatches(app.db) }),
  );

  app.get(
    '/import-batches/:id',
    {
      schema: {
        tags: ['records'],
        summary: 'An import batch and its state',
        params: idParams,
        response: { 200: importBatchResponseSchema },
      },
    },
    async (request) => {
      const status = await batchStatus(app.db, request.params.id);
      if (!status) throw notFound('No such import batch.');
      return { ok: true as const, batch: status };
    },
  );

  app.post(
    '/import-batches/:id/commit',
    {
      schema: {
        tags: ['records'],
        summary: 'Complete an import batch: every chunk has landed',
        description:
          'Refused (409, the batch left open and its records hidden) unless the batch took exactly the rows it announced ' +
          '(expectedRows), counting duplicates and skipped rows; with keepRows, exactly that many: the operator keeps part of a file.',
        params: idParams,
        body: importBatchCommitSchema,
        response: { 200: importBatchResponseSchema },
      },
      onRequest: emptyBodyIsNoBody,
    },
    async (request) => {
      const { id } = request.params;
      const { keepRows } = request.body;
      const status = await app.db.transaction().execute(async (trx) => {
        const open = await lockOpenBatch(trx, kind, id);
        // A half-arrived file is never made public by a commit that did not mean it (ADR 0238).
        requireCommittableRows(open, keepRows);
        // What the batch stores now: an admin may have deleted some of its records before the
        // commit, and an import that says it added records it does not hold misleads (ADR 0228).
        const imported = await storedBatchRecords(trx, id);
        if (imported !== open.imported) await setBatchImported(trx, id, imported);
        await recordAudit(trx, {
          actorEmail: request.user?.email,
          action: 'records.import.commit',
          target: id,
          details: {
            received: open.received,
            imported,
            duplicates: open.duplicates,
            skipped: open.skipped,
            ...(keepRows !== undefined ? { expectedRows: open.expectedRows, keepRows } : {}),
            ...(imported !== open.imported ? { deletedBeforeCommit: open.imported - imported } : {}),
          },
        });
        await closeBatch(trx, id);
        await queueBatchAlerts(trx, app.cipher, id);
        return { ...open, imported };
      });
      await batchCommitted({ id, imported: status.imported });
      return { ok: true as const, batch: (await batchStatus(app.db, id))! };
    },
  );

  // The page that feeds a batch says it stopped sending (its operator stopped the import, or its
  // commit was refused): the batch stays open and hidden, and the console offers it for a
  // decision at once instead of after two idle minutes, the only sign of a tab closed half-way.
  app.post(
    '/import-batches/:id/stop',
    {
      schema: {
        tags: ['records'],
        summary: 'Say that an open import batch will take no more rows: it stays open and hidden until it is committed or cancelled',
        params: idParams,
        response: { 200: importBatchResponseSchema },
      },
      onRequest: emptyBodyIsNoBody,
    },
    async (request) => {
      const { id } = request.params;
      await stopOpenBatch(app.db, kind, id, request.user?.email);
      return { ok: true as const, batch: (await batchStatus(app.db, id))! };
    },
  );

  app.post(
    '/import-batches/:id/cancel',
    {
      schema: {
        tags: ['records'],
        summary: 'Cancel an open import batch; with removeRecords, also delete the records it stored',
        description:
          'An open batch that stored records is cancelled only with removeRecords: true; without it the answer is 409 ' +
          'and the batch stays open and hidden. Keeping what a batch took is a commit with keepRows (ADR 0244).',
        params: idParams,
        body: importBatchCancelSchema,
        response: { 200: importBatchCancelResponseSchema },
      },
      onRequest: emptyBodyIsNoBody,
    },
    async (request) => {
      const { id } = request.params;
      const { removeRecords } = request.body;
      const current = await batchStatus(app.db, id);
      if (!current) throw notFound('No such import batch.');
      if (current.state === 'committed') throw new HttpError(409, 'This import was already committed.');
      if (current.state === 'open') {
        await app.db.transaction().execute(async (trx) => {
          // Counted under the batch's lock, not from `current`: a chunk that landed since then
          // is counted, and none lands after, so the entry says what the cancel closed (ADR 0244).
          const open = await lockOpenBatch(trx, kind, id);
          const stored = await storedBatchRecords(trx, id);
          // Closing a batch that stored records makes them public: a keep that names no row count,
          // which only a commit with keepRows may do (ADR 0238, 0244).
          if (!removeRecords && stored > 0) throw new HttpError(409, IMPORT_BATCH_MESSAGES.keepIsACommit(stored, open.received));
          await recordAudit(trx, {
            actorEmail: request.user?.email,
            action: 'records.import.cancel',
            target: id,
            // `stored`: the records the batch holds as it closes, all of which the removal below deletes.
            details: {
              received: open.received,
              imported: open.imported,
              duplicates: open.duplicates,
              skipped: open.skipped,
              stored,
              removeRecords,
            },
          });
          await closeBatch(trx, id);
          await dropBatchMatches(trx, id);
        });
      }
      let removed = 0;
      if (removeRecords) {
        // In pieces, each its own transaction: other writers get in between.
        for (let n = -1; n !== 0; removed += n) n = await app.db.transaction().execute((trx) => removeBatchPiece(trx, kind, id));
        if (removed > 0) {
          await recordAudit(app.db, {
            actorEmail: request.user?.email,
            action: 'records.bulk-delete',
            target: id,
            details: { count: removed },
          });
        }
      }
      return { ok: true as const, batch: (await batchStatus(app.db, id))!, removed };
    },
  );
};
