import { isCaseContentRemoved } from '@breachwatch/core/schemas/inbox';
import type { InboxMessage, InboxThread } from '../api/inbox-types';

export interface InboxData {
  /** The threads loaded so far, newest first (the first page, and older pages on demand). */
  threads: InboxThread[];
  mailConfigured: boolean;
  /** Unread threads in the whole inbox, as the server counted them (kept current by events). */
  unread: number;
  /** Threads in the whole inbox. */
  total: number;
  /** Where the next older page starts; null once every thread is loaded. */
  nextCursor: string | null;
}

export interface ThreadData {
  thread: InboxThread;
  messages: InboxMessage[];
}

/** Spec §4: unread = threads that are neither read nor closed. */
export function unreadCount(threads: readonly InboxThread[]): number {
  return threads.filter((t) => t.status !== 'read' && t.status !== 'closed').length;
}

const isUnread = (t: InboxThread | undefined) => !!t && t.status !== 'read' && t.status !== 'closed';

/**
 * Inserts or replaces a thread, keeping the newest conversation first, and moves the inbox's
 * unread and total counts with it (a thread not loaded yet counts as new).
 */
export function upsertThread(data: InboxData, thread: InboxThread): InboxData {
  const before = data.threads.find((t) => t.id === thread.id);
  const others = data.threads.filter((t) => t.id !== thread.id);
  const threads = [thread, ...others].sort((a, b) => (a.lastMessageAt < b.lastMessageAt ? 1 : a.lastMessageAt > b.lastMessageAt ? -1 : 0));
  const unread = Math.max(0, data.unread + Number(isUnread(thread)) - Number(isUnread(before)));
  return { ...data, threads, unread, total: before ? data.total : data.total + 1 };
}

export const upsertThreads = (data: InboxData, threads: readonly InboxThread[]): InboxData => threads.reduce(upsertThread, data);

/** Replaces the threads that are loaded with their new summaries; the others are left to their page. */
export function replaceLoaded(data: InboxData, threads: readonly InboxThread[]): InboxData {
  const loaded = new Set(data.threads.map((t) => t.id));
  return upsertThreads(
    data,
    threads.filter((t) => loaded.has(t.id)),
  );
}

/** Adds an older page below what is loaded (skipping threads already there). */
export function appendOlder(data: InboxData, page: InboxData): InboxData {
  const known = new Set(data.threads.map((t) => t.id));
  return {
    ...data,
    threads: [...data.threads, ...page.threads.filter((t) => !known.has(t.id))],
    unread: page.unread,
    total: page.total,
    nextCursor: page.nextCursor,
  };
}

/**
 * An open conversation brought up to date with its thread's new summary. When the summary says
 * the case's content was removed (ADR 0243), the messages on screen lose their words too: the
 * stub is what the server now holds, and fetching the thread again would mark it read and write
 * an audit entry in the name of an admin who did nothing (ADR 0275).
 */
export function withThreadSummary(data: ThreadData, thread: InboxThread): ThreadData {
  if (!isCaseContentRemoved(thread)) return { ...data, thread };
  return { thread, messages: data.messages.map((m) => ({ ...m, body: '', deliveryError: null })) };
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
