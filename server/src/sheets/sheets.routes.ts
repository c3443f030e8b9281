import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { columnNamesSchema, headerRowSchema } from '@breachwatch/core/schemas/import';
import { z } from 'zod';
import { recordAudit } from '../audit/audit.repository.ts';
import { HttpError } from '../lib/http-error.ts';
import { securityEvent } from '../lib/security-log.ts';
import { checkSheetUrl, SHEET_MESSAGES } from './sheet-fetch.ts';
import { deleteSheetUrl, getSheetUrl, saveSheetUrl } from './sheets.repository.ts';
import { resolveSheetUrl, SheetHeaderBelowError, sheetFetchPolicy, syncSheet } from './sheets.service.ts';

const linkSchema = z.string().trim().min(1, 'Paste a Google Sheet link first').max(2048, 'That link is too long.');

const syncResponseSchema = z.object({
  ok: z.literal(true),
  /** The CSV export link that was fetched */
  url: z.string(),
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** Each row's number in the sheet (header row = 1), as the sheet shows it. */
  rowNumbers: z.array(z.number().int()),
  /** How the sheet was read: the rows left out above the header row (ADR 0301). */
  notes: z.array(z.string()),
});

/** A refused sheet; `headerRow`: a row under a title that names known columns, to sync again with (ADR 0301). */
const refusedSchema = z.object({ ok: z.literal(false), error: z.string(), headerRow: z.number().int().optional() });

const okSchema = z.object({ ok: z.literal(true) });

/** Google Sheets sync and the default sheet link; registered inside the /api/admin scope. */
export const sheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A refused server-side fetch is a security event: someone tried to make us read inside.
  const REFUSALS: Record<string, string> = {
    [SHEET_MESSAGES.address]: 'address',
    [SHEET_MESSAGES.host]: 'host',
    [SHEET_MESSAGES.scheme]: 'scheme',
  };
  app.addHook('onError', async (request, _reply, error) => {
    const reason = error instanceof HttpError ? REFUSALS[error.message] : undefined;
    if (reason) securityEvent(request, 'fetch-refused', { reason });
  });

  app.get(
    '/sheets-sync',
    {
      schema: {
        tags: ['admin'],
        summary: 'Fetch a Google Sheet as CSV (fenced: allowed hosts, public addresses, size and time limits)',
        // `columns`: a sheet with no header row, its columns named; with `headerRow`, they replace that row (ADR 0330).
        querystring: z.object({ url: linkSchema, headerRow: headerRowSchema.optional(), columns: columnNamesSchema.optional() }),
        response: { 200: syncResponseSchema, 422: refusedSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      let data;
      try {
        data = await syncSheet(request.query.url, app.config, { headerRow: request.query.headerRow, columnNames: request.query.columns });
      } catch (error) {
        if (!(error instanceof SheetHeaderBelowError)) throw error;
        return reply.code(422).send({ ok: false as const, error: error.message, headerRow: error.headerRow });
      }
      // Host and row count only: the link itself can carry a private sheet id.
      await recordAudit(app.db, {
        actorEmail: request.user?.email,
        action: 'sheets.sync',
        target: data.host,
        details: { rows: data.rows.length, columns: data.headers.length },
      });
      return { ok: true as const, url: data.url, headers: data.headers, rows: data.rows, rowNumbers: data.rowNumbers, notes: data.notes };
    },
  );

  app.get(
    '/settings/sheet-url',
    {
      schema: {
        tags: ['admin'],
        summary: 'The default Google Sheet link',
        response: { 200: z.object({ ok: z.literal(true), url: z.string().nullable() }) },
      },
    },
    async () => ({ ok: true as const, url: await getSheetUrl(app.db) }),
  );

  app.post(
    '/settings/sheet-url',
    {
      schema: {
        tags: ['admin'],
        summary: 'Save the default Google Sheet link',
        body: z.object({ url: linkSchema }),
        response: { 200: z.object({ ok: z.literal(true), url: z.string() }) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const pasted = request.body.url;
      const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(pasted) ? pasted : `https://${pasted}`;
      // Only a link the sync would accept is worth keeping (same host and scheme rules).
      checkSheetUrl(resolveSheetUrl(url), sheetFetchPolicy(app.config));
      await app.db.transaction().execute(async (trx) => {
        await saveSheetUrl(trx, url);
        await recordAudit(trx, { actorEmail: request.user?.email, action: 'settings.update', target: 'sheet-url' });
      });
      return { ok: true as const, url };
    },
  );

  app.delete(
    '/settings/sheet-url',
    { schema: { tags: ['admin'], summary: 'Unlink the default Google Sheet', response: { 200: okSchema } } },
    async (request) => {
      await app.db.transaction().execute(async (trx) => {
        const removed = await deleteSheetUrl(trx);
        if (removed) await recordAudit(trx, { actorEmail: request.user?.email, action: 'settings.delete', target: 'sheet-url' });
      });
      return { ok: true as const };
    },
  );
};
