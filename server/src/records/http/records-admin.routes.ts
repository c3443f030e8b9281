import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { ADMIN_PAGE_SIZE, BULK_DELETE_MAX_IDS, MAX_SEARCH_LENGTH } from '@breachwatch/core/schemas/constants';
import { adminRecordDetailSchema, adminRecordListItemSchema, riskLevelSchema } from '@breachwatch/core/schemas/records-api';
import { searchParamsSchema } from '@breachwatch/core/schemas/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit.repository.ts';
import { checkOwnSiteRead } from '../../auth/session-cookie.ts';
import { notFound } from '../../lib/http-error.ts';
import type { RecordSearch } from '../search/index.ts';
import { deleteRecords, deleteRecordsListed } from '../store/index.ts';
import { exportFileName, exportRecordsCsv } from '../views/index.ts';
import { adminDetail, adminList, adminSearch, ADMIN_SEARCH_LIMIT, type RecordsDeps } from './records.service.ts';

// Registered inside the /api/admin scope: every route here is behind the admin guard.

const idParams = z.object({ id: z.string().min(1).max(64) });
const okSchema = z.object({ ok: z.literal(true) });
const optionalQuery = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
);
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  q: optionalQuery,
  risk: z.preprocess((v) => (v === '' ? undefined : v), riskLevelSchema.optional()),
});

export const recordsAdminRoutes: FastifyPluginAsyncZod<{ search: RecordSearch }> = async (app, { search }) => {
  const deps = (): RecordsDeps => ({ db: app.db, cipher: app.cipher, search });
  // Exports in flight end when the server shuts down: a long download must not hold the
  // shutdown until it finishes (the client sees a cut-off file, and may run it again).
  const exports = new Set<{ controller: AbortController; stream: Readable; response: ServerResponse }>();
  app.addHook('preClose', async () => {
    for (const { controller, stream, response } of exports) {
      controller.abort();
      stream.destroy();
      // The connection too: a half-sent response would otherwise keep the server open.
      response.destroy();
    }
  });

  app.get(
    '/search',
    {
      schema: {
        tags: ['records'],
        summary: 'Search breach records (full values)',
        querystring: searchParamsSchema,
        response: {
          200: z.object({
            ok: z.literal(true),
            query: z.string(),
            total: z.number().int(),
            limit: z.number().int(),
            results: z.array(adminRecordListItemSchema),
          }),
        },
      },
    },
    async (request) => {
      const { total, results } = await adminSearch(deps(), request.query.q);
      return { ok: true as const, query: request.query.q, total, limit: ADMIN_SEARCH_LIMIT, results };
    },
  );

  app.get(
    '/breach-records',
    {
      schema: {
        tags: ['records'],
        summary: 'A page of breach records, newest first (or best match first with q); total in X-Total-Count',
        querystring: listQuery,
        response: {
          200: z.object({
            ok: z.literal(true),
            total: z.number().int(),
            limit: z.number().int(),
            offset: z.number().int(),
            records: z.array(adminRecordListItemSchema),
          }),
        },
      },
    },
    async (request, reply) => {
      const { limit, offset, q, risk } = request.query;
      const { total, records } = await adminList(deps(), { limit, offset, q, risk });
      reply.header('X-Total-Count', String(total));
      return { ok: true as const, total, limit, offset, records };
    },
  );

  // The console checks an export can start (session, filter) with this cheap JSON call, then
  // opens export.csv by navigation so the browser's download manager streams it to disk
  // (ADR 0232): a navigation's failure cannot be shown in the page, this one's can.
  app.get(
    '/breach-records/export/check',
    {
      schema: {
        tags: ['records'],
        summary: 'Whether an export with this filter can start (no data, no audit entry)',
        querystring: listQuery.pick({ q: true, risk: true }),
        response: { 200: z.object({ ok: z.literal(true), fileName: z.string() }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { ok: true as const, fileName: exportFileName() };
    },
  );

  app.get(
    '/breach-records/export.csv',
    {
      // Never compressed: the compressor's types (ADR 0100) leave CSV out, but the plugin also
      // takes every type its MIME database calls compressible, and brotli held the whole export
      // back until it ended, so the browser's download did not start until then.
      compress: false,
      schema: {
        tags: ['records'],
        summary: 'Stream the records (Name, Email, Phone, RiskLevel, DateAdded) as CSV',
        querystring: listQuery.pick({ q: true, risk: true }),
      },
    },
    async (request, reply) => {
      // Opened by navigation, so checkCsrf (changes only) does not cover it: no other site may start it.
      checkOwnSiteRead(request);
      const { q, risk } = request.query;
      // The search text itself is personal data: the audit notes only that there was one.
      await recordAudit(app.db, {
        actorEmail: request.user?.email,
        action: 'records.export',
        details: { query: Boolean(q), risk: risk ?? null },
      });
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName()}"`)
        .header('Cache-Control', 'no-store');
      const controller = new AbortController();
      const stream = Readable.from(exportRecordsCsv(app.db, search, { q, risk }, controller.signal));
      const entry = { controller, stream, response: reply.raw };
      exports.add(entry);
      // A client that goes away stops the export too.
      reply.raw.once('close', () => controller.abort());
      stream.once('close', () => exports.delete(entry));
      return reply.send(stream);
    },
  );

  app.get(
    '/breach-records/:id',
    {
      schema: {
        tags: ['records'],
        summary: 'One record with every field, decrypted',
        params: idParams,
        response: { 200: z.object({ ok: z.literal(true), record: adminRecordDetailSchema }) },
      },
    },
    async (request, reply) => {
      const record = await adminDetail(deps(), request.params.id);
      await recordAudit(app.db, { actorEmail: request.user?.email, action: 'records.view', target: record.id });
      reply.header('Cache-Control', 'no-store');
      return { ok: true as const, record };
    },
  );

  app.delete(
    '/breach-records/:id',
    { schema: { tags: ['records'], summary: 'Delete one record', params: idParams, response: { 200: okSchema } } },
    async (request) => {
      const result = await app.db.transaction().execute(async (trx) => {
        const deleted = await deleteRecords(trx, app.dbHandle.kind, [request.params.id]);
        if (deleted === 0) throw notFound('Not found');
        await recordAudit(trx, { actorEmail: request.user?.email, action: 'records.delete', target: request.params.id });
        return { ok: true as const };
      });
      // Gone from the public cards once committed (ADR 0138), not only when the memo's age runs out.
      app.publicCards.forget([request.params.id]);
      return result;
    },
  );

  app.post(
    '/breach-records/bulk-delete',
    {
      schema: {
        tags: ['records'],
        summary: 'Delete several records',
        body: z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(BULK_DELETE_MAX_IDS) }),
        response: { 200: z.object({ ok: z.literal(true), deleted: z.number().int() }) },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.ids)];
      const result = await app.db.transaction().execute(async (trx) => {
        const deletedIds = await deleteRecordsListed(trx, app.dbHandle.kind, ids);
        // Which records, as a single delete names its one: who removed what stays answerable.
        await recordAudit(trx, {
          actorEmail: request.user?.email,
          action: 'records.bulk-delete',
          details: { requested: ids.length, deleted: deletedIds.length, ids: deletedIds },
        });
        return { ok: true as const, deleted: deletedIds.length };
      });
      app.publicCards.forget(ids);
      return result;
    },
  );
};
