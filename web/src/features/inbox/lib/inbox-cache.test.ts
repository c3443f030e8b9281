import { describe, expect, it } from 'vitest';
import type { InboxThread } from '../api/inbox-types';
import { titleWithCount, unreadCount, upsertThread } from './inbox-cache';

const thread = (id: string, status: InboxThread['status'], at: string): InboxThread => ({
  id,
  status,
  lastMessageAt: at,
  createdAt: at,
  fromName: 'A',
  fromEmail: 'a@example.org',
  subject: 'S',
  preview: '',
  messageCount: 1,
});

describe('inbox cache helpers', () => {
  it('counts threads that are neither read nor closed', () => {
    expect(unreadCount([thread('1', 'unread', 'a'), thread('2', 'read', 'b'), thread('3', 'closed', 'c')])).toBe(1);
  });

  it('inserts new threads first and moves updated ones by their last message', () => {
    const data = { mailConfigured: true, threads: [thread('1', 'read', '2026-01-02'), thread('2', 'read', '2026-01-01')] };
    expect(upsertThread(data, thread('3', 'unread', '2026-01-03')).threads.map((t) => t.id)).toEqual(['3', '1', '2']);
    expect(upsertThread(data, thread('2', 'unread', '2026-01-04')).threads.map((t) => [t.id, t.status])).toEqual([
      ['2', 'unread'],
      ['1', 'read'],
    ]);
  });

  it('prefixes the tab title with the unread count and removes it at zero', () => {
    expect(titleWithCount('Admin | BreachWatch', 3)).toBe('(3) Admin | BreachWatch');
    expect(titleWithCount('(3) Admin | BreachWatch', 4)).toBe('(4) Admin | BreachWatch');
    expect(titleWithCount('(4) Admin | BreachWatch', 0)).toBe('Admin | BreachWatch');
  });
});
