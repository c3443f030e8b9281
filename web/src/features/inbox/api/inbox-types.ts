import { z } from 'zod';

// The shapes GET /api/admin/inbox, GET /api/admin/inbox/:id and the live events share.

export const threadSchema = z.object({
  id: z.string(),
  fromName: z.string(),
  fromEmail: z.string(),
  subject: z.string(),
  status: z.enum(['unread', 'read', 'closed']),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  preview: z.string(),
  messageCount: z.number(),
});
export type InboxThread = z.infer<typeof threadSchema>;
export type ThreadStatus = InboxThread['status'];

export const messageSchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  body: z.string(),
  createdAt: z.string(),
  deliveryStatus: z.enum(['pending', 'sent', 'failed', 'not_sent']).nullable(),
  deliveryError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof messageSchema>;

export const INBOX_KEY = ['admin', 'inbox'] as const;
export const threadKey = (id: string) => ['admin', 'inbox', 'thread', id] as const;
