import { z } from 'zod';

// The shapes GET /api/admin/inbox, GET /api/admin/inbox/:id and the live events share,
// used by the server's response schemas and the console alike.

export const THREAD_STATUSES = ['unread', 'read', 'closed'] as const;
export const REPLY_MAX = 10_000;

export const inboxThreadSchema = z.object({
  id: z.string(),
  fromName: z.string(),
  fromEmail: z.string(),
  subject: z.string(),
  status: z.enum(THREAD_STATUSES),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  preview: z.string(),
  messageCount: z.number(),
});
export type InboxThread = z.infer<typeof inboxThreadSchema>;
export type ThreadStatus = InboxThread['status'];

/** GET /api/admin/inbox: one page of threads, newest first, with the whole inbox's counts. */
export const inboxPageSchema = z.object({
  ok: z.literal(true),
  threads: z.array(inboxThreadSchema),
  /** Unread threads in the whole inbox, not only this page. */
  unread: z.number(),
  /** Threads in the whole inbox. */
  total: z.number(),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  mailConfigured: z.boolean(),
});

export const inboxMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  body: z.string(),
  createdAt: z.string(),
  deliveryStatus: z.enum(['pending', 'sent', 'failed', 'not_sent']).nullable(),
  deliveryError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxReplySchema = z.object({
  body: z
    .string({ error: 'Please write a reply.' })
    .trim()
    .min(1, 'Please write a reply.')
    .max(REPLY_MAX, `Reply is too long (${REPLY_MAX} characters at most).`),
});
