import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CASE_STATUSES,
  inboxMessageSchema as messageSchema,
  inboxPageSchema,
  inboxReplySchema,
  inboxThreadSchema as threadSchema,
  OTHER_CASES_MAX,
  otherCasesSchema,
} from '@breachwatch/core/schemas/inbox';
import { z } from 'zod';
import { createMailer } from '../mail/mailer.ts';
import * as repo from './inbox.repository.ts';
import { badRequest } from '../lib/http-error.ts';
import {
  INBOX_MAX_PAGE,
  INBOX_PAGE_SIZE,
  openThread,
  otherCases,
  reply,
  retryDelivery,
  setThreadStatus,
  type ReplyContext,
} from './inbox.service.ts';

const threadParams = z.object({ id: z.string().min(1).max(64) });
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(INBOX_MAX_PAGE).default(INBOX_PAGE_SIZE),
  /** The nextCursor of the previous page. */
  before: z.string().max(300).optional(),
  /** Only cases with this status (the total counts only them too; unread stays inbox-wide). */
  caseStatus: z.enum(CASE_STATUSES).optional(),
});
const messageParams = threadParams.extend({ messageId: z.string().min(1).max(64) });
const replyBody = inboxReplySchema;
const statusBody = z.object({ status: z.enum(['unread', 'read', 'closed'], { error: 'Status must be unread, read or closed.' }) });
const replyResponse = z.object({ ok: z.literal(true), thread: threadSchema, message: messageSchema });

export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer(app.config.mail);
  app.addHook('onClose', async () => mailer.close());
  const replyContext = (actorEmail: string | undefined): ReplyContext => ({
    db: app.db,
    kind: app.dbHandle.kind,
    mailer,
    siteName: app.config.site.name,
    replyTo: app.config.site.contactEmail,
    actorEmail,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    '/inbox',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Contact threads, most recent first, a page at a time',
        querystring: listQuery,
        response: { 200: inboxPageSchema },
      },
    },
    async (request) => {
      const after = request.query.before ? repo.decodeCursor(request.query.before) : undefined;
      if (request.query.before && !after) throw badRequest('That page of the inbox does not exist. Reload the inbox.');
      const [page, unread, total] = await Promise.all([
        repo.listThreads(app.db, request.query.limit, after, request.query.caseStatus),
        repo.countUnread(app.db),
        repo.countThreads(app.db, request.query.caseStatus),
      ]);
      return {
        ok: true as const,
        threads: page.threads,
        unread,
        total,
        nextCursor: page.next ? repo.encodeCursor(page.next) : null,
        mailConfigured: mailer.configured,
      };
    },
  );

  app.get(
    '/inbox/:id',
    {
      schema: {
        tags: ['inbox'],
        summary: 'One thread and its messages; marks it read',
        params: threadParams,
        response: { 200: z.object({ ok: z.literal(true), thread: threadSchema, messages: z.array(messageSchema) }) },
      },
    },
    async (request) => {
      const { thread, messages, changed } = await openThread(app.db, request.params.id, request.user?.email);
      if (changed) app.realtime.notifyAdmins('inbox:updated', thread);
      return { ok: true as const, thread, messages };
    },
  );

  app.get(
    '/inbox/:id/other-cases',
    {
      schema: {
        tags: ['inbox'],
        summary: 'The other cases from the same address (either spelling of its domain), newest first',
        description: `At most ${OTHER_CASES_MAX}, with how many more there are. Unlike opening the thread, this marks nothing read and is not audited.`,
        params: threadParams,
        response: { 200: otherCasesSchema },
      },
    },
    async (request) => ({ ok: true as const, ...(await otherCases(app.db, request.params.id)) }),
  );

  app.patch(
    '/inbox/:id',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Mark a thread read, unread or closed',
        params: threadParams,
        body: statusBody,
        response: { 200: z.object({ ok: z.literal(true), thread: threadSchema }) },
      },
    },
    async (request) => {
      const thread = await setThreadStatus(app.db, app.dbHandle.kind, request.params.id, request.body.status, request.user?.email);
      app.realtime.notifyAdmins('inbox:updated', thread);
      return { ok: true as const, thread };
    },
  );

  app.post(
    '/inbox/:id/reply',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Reply by e-mail; the reply is stored even when it cannot be sent',
        params: threadParams,
        body: replyBody,
        response: { 200: replyResponse },
      },
    },
    async (request) => {
      const result = await reply(replyContext(request.user?.email), request.params.id, request.body.body);
      app.realtime.notifyAdmins('inbox:updated', result.thread);
      return { ok: true as const, ...result };
    },
  );

  app.post(
    '/inbox/:id/messages/:messageId/retry',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Send a reply that failed or was not sent',
        params: messageParams,
        response: { 200: replyResponse },
      },
    },
    async (request) => {
      const result = await retryDelivery(replyContext(request.user?.email), request.params.id, request.params.messageId);
      return { ok: true as const, ...result };
    },
  );
};
