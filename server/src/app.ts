import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboardRoutes } from './admin-dashboard/admin-dashboard.routes.ts';
import { startAlertSender } from './alerts/alert-sender.ts';
import { alertsRoutes } from './alerts/alerts.routes.ts';
import { caseEvidenceAdminRoutes, casePublicRoutes, casesAdminRoutes } from './cases/cases.routes.ts';
import { createEvidenceDecodes } from './cases/evidence-decodes.ts';
import { accountRoutes } from './auth/account.routes.ts';
import { accountSessionRoutes } from './auth/account-sessions.routes.ts';
import { requireAdmin } from './auth/admin-guard.ts';
import { authRoutes } from './auth/auth.routes.ts';
import type { Config } from './config.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createFieldCipher, loadEncryptionKey, type FieldCipher } from './lib/field-cipher.ts';
import { securityEvent } from './lib/security-log.ts';
import { adminHealthRoutes, livenessRoutes } from './health/health.routes.ts';
import { inboxRoutes } from './inbox/inbox.routes.ts';
import { ownerVerificationRoutes } from './owner-verification/owner-verification.routes.ts';
import { paymentGatewayProbe } from './payments/payment-provider.ts';
import { paymentRoutes } from './payments/payments.routes.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerMalformedQueryGuard } from './plugins/query-string.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerUnstorableTextGuard } from './plugins/unstorable-text.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createRecordAccess } from './record-access/record-access.ts';
import { recordAccessAdminRoutes } from './record-access/record-access.routes.ts';
import { importRoutes, recordsAdminRoutes, recordsPublicRoutes } from './records/http/index.ts';
import { recoveryProgressRoutes } from './recovery-progress/recovery-progress.routes.ts';
import { onBatchCommitted } from './records/import/index.ts';
import { createRecordSearch } from './records/search/index.ts';
import { compactNameWordCounts } from './records/store/index.ts';
import { PublicCardMemo } from './records/views/index.ts';
import { startSqliteCheckpointer } from './db/sqlite-checkpointer.ts';
import { realtime, type RealtimeOptions } from './realtime/realtime.plugin.ts';
import { adminReviewRoutes, reviewRoutes } from './reviews/reviews.routes.ts';
import { scanRoutes } from './scan/scan.routes.ts';
import { sheetsRoutes } from './sheets/sheets.routes.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /**
   * A read replica of `database` (DATABASE_READ_URL, ADR 0131): the public search, person pages
   * and reports read from it. Defaults to `database`.
   */
  readDatabase?: DatabaseHandle;
  /** Where logs go (default stdout); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** Live-event options; tests give each run its own Redis channel. */
  realtime?: RealtimeOptions;
  /** The record-field cipher; built from the configured key when not given. */
  cipher?: FieldCipher;
}

function loggerOptions(config: Config, stream: NodeJS.WritableStream | undefined): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    // Authorization headers, cookies and query strings (search terms are names and emails)
    // never reach the logs.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ method: req.method, path: req.url.split('?')[0], reqId: req.id }),
    },
  };
}

/**
 * Fastify's trust function. A hop count trusts that many proxies counted from our side: the
 * socket peer (hop 0) is the first. The client address is then the entry our last trusted
 * proxy appended to X-Forwarded-For; whatever the client wrote to the left of it is ignored.
 */
function trustProxyFunction(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust > 0 ? (_address, hop) => hop < trust : false;
  return trust;
}

/** Builds the whole application without listening, so tests can drive it with inject(). */
export async function buildApp({
  config,
  database,
  readDatabase = database,
  logStream,
  realtime: realtimeOptions = {},
  cipher,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: trustProxyFunction(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A request (headers and body) must arrive within this deadline, or it is answered 408 and
    // the connection closed: a client trickling a body cannot hold a connection open for ever.
    requestTimeout: config.requestTimeoutMs,
    // Node arms the deadline only when the server is created with it, not when set afterwards.
    http: { requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: Math.min(5000, Math.ceil(config.requestTimeoutMs / 2)) },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbHandle', database);
  app.decorate('cipher', cipher ?? createFieldCipher(loadEncryptionKey(config)));
  app.decorate('recordAccess', createRecordAccess({ config, cipher: app.cipher, log: app.log }));
  app.addHook('onClose', async () => app.recordAccess.close());
  app.decorate('publicCards', new PublicCardMemo());
  app.decorate('evidenceDecodes', createEvidenceDecodes());
  // Breach alerts leave through the mail outbox, sent in the background by every instance.
  app.decorate('outbox', startAlertSender(app));

  // PostgreSQL: each committed import's name-word parts merged into one per word (ADR 0176).
  if (database.kind === 'postgres') {
    const stopCompacting = onBatchCommitted(async () => {
      await compactNameWordCounts(database.db).catch((error: { code?: string }) =>
        app.log.warn({ code: error.code }, 'merging the name word counts failed; the next import merges them'),
      );
    });
    app.addHook('onClose', async () => stopCompacting());
  }

  registerErrorHandler(app);
  registerUnstorableTextGuard(app);
  registerMalformedQueryGuard(app);
  // A connection lost outside a request (an idle pooled one) is only worth a line in the log.
  database.onConnectionError((code) => app.log.warn({ code }, 'database connection lost; it will be replaced'));
  if (readDatabase !== database) {
    readDatabase.onConnectionError((code) => app.log.warn({ code }, 'read replica connection lost; it will be replaced'));
  }
  // Parses Cookie headers for the features that keep a session in an HttpOnly cookie; each
  // sets its own cookie with its own flags.
  await app.register(cookie);
  await registerSecurity(app);
  await registerCompression(app);
  await registerApiDocs(app, config.site.name);
  await app.register(realtime, realtimeOptions);

  // SQLite: WAL checkpoints on a thread of their own, never on a request (db/sqlite-checkpointer.ts).
  const checkpointer = startSqliteCheckpointer(database, { onError: (message) => app.log.warn({ message }, 'WAL checkpoint failed') });
  if (checkpointer) app.addHook('onClose', () => checkpointer.close());

  // The records' read path for the database in use, chosen once here (records/search).
  const recordSearch = createRecordSearch(database);
  app.addHook('onClose', () => recordSearch.close());
  // The public read path on the replica when there is one (the console keeps the primary).
  const publicSearch = readDatabase === database ? recordSearch : createRecordSearch(readDatabase);
  if (publicSearch !== recordSearch) app.addHook('onClose', () => publicSearch.close());

  // Public API: masked data only (decisions.md §1).
  await app.register(
    async (api) => {
      await api.register(livenessRoutes);
      await api.register(authRoutes);
      await api.register(recordsPublicRoutes, { search: publicSearch, readDb: readDatabase.db });
      await api.register(contactRoutes);
      await api.register(paymentRoutes);
      await api.register(reviewRoutes);
      await api.register(scanRoutes);
      await api.register(ownerVerificationRoutes);
      await api.register(recoveryProgressRoutes);
      await api.register(alertsRoutes);
      await api.register(casePublicRoutes);
    },
    { prefix: '/api' },
  );

  // Admin API: everything under /api/admin sits behind the one guard.
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', requireAdmin);
      // Admin answers carry full personal data: never stored by a browser or a proxy.
      admin.addHook('onSend', async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
      });
      // Every change an admin makes is a security event (the audit log keeps who; this keeps when).
      admin.addHook('onResponse', async (request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
          securityEvent(request, 'admin-action', { method: request.method, status: reply.statusCode });
        }
      });
      // Documented as bearer-protected in the OpenAPI document, matching the guard.
      admin.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, security: [{ bearer: [] }] };
      });
      await admin.register(adminHealthRoutes(paymentGatewayProbe(config)));
      await admin.register(adminReviewRoutes);
      await admin.register(adminDashboardRoutes);
      await admin.register(recordAccessAdminRoutes);
      await admin.register(recordsAdminRoutes, { search: recordSearch });
      await admin.register(importRoutes);
      await admin.register(sheetsRoutes);
      await admin.register(inboxRoutes);
      await admin.register(casesAdminRoutes);
      await admin.register(caseEvidenceAdminRoutes);
      await admin.register(accountRoutes);
      await admin.register(accountSessionRoutes);
    },
    { prefix: '/api/admin' },
  );

  await registerWebApp(app, config);
  return app;
}
