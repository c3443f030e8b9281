// The inbox shapes are shared with the server (core/src/schemas/inbox.ts); only the
// console's query keys live here.
export {
  inboxMessageSchema as messageSchema,
  inboxThreadSchema as threadSchema,
  type InboxMessage,
  type InboxThread,
  type ThreadStatus,
} from '@breachwatch/core/schemas/inbox';

export const INBOX_KEY = ['admin', 'inbox'] as const;
export const threadKey = (id: string) => ['admin', 'inbox', 'thread', id] as const;
