import type { InboxMessage, InboxThread } from '../api/inbox-types';

export interface InboxData {
  threads: InboxThread[];
  mailConfigured: boolean;
}

export interface ThreadData {
  thread: InboxThread;
  messages: InboxMessage[];
}

/** Spec §4: unread = threads that are neither read nor closed. */
export function unreadCount(threads: readonly InboxThread[]): number {
  return threads.filter((t) => t.status !== 'read' && t.status !== 'closed').length;
}

/** Inserts or replaces a thread, keeping the newest conversation first. */
export function upsertThread(data: InboxData, thread: InboxThread): InboxData {
  const others = data.threads.filter((t) => t.id !== thread.id);
  const threads = [thread, ...others].sort((a, b) => (a.lastMessageAt < b.lastMessageAt ? 1 : a.lastMessageAt > b.lastMessageAt ? -1 : 0));
  return { ...data, threads };
}

export function upsertMessage(data: ThreadData, thread: InboxThread, message: InboxMessage): ThreadData {
  const exists = data.messages.some((m) => m.id === message.id);
  return { thread, messages: exists ? data.messages.map((m) => (m.id === message.id ? message : m)) : [...data.messages, message] };
}

/** "(3) Admin | BreachWatch": the unread count leads the browser tab title. */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(/^\(\d+\)\s+/, '');
  return count > 0 ? `(${count}) ${base}` : base;
}
