import { describe, expect, it } from 'vitest';
import type { InboxThread } from '../api/inbox-types';
import { appendOlder, titleWithCount, unreadCount, upsertThread } from './inbox-cache';

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
  caseStatus: 'new',
  verifiedOwner: null,
});

describe('inbox cache helpers', () => {
  it('counts threads that are neither read nor closed', () => {
    expect(unreadCount([thread('1', 'unread', 'a'), thread('2', 'read', 'b'), thread('3', 'closed', 'c')])).toBe(1);
  });

  it('inserts new threads first and moves updated ones by their last message', () => {
    const data = {
      mailConfigured: true,
      threads: [thread('1', 'read', '2026-01-02'), thread('2', 'read', '2026-01-01')],
      unread: 0,
      total: 2,
      nextCursor: null,
    };
    expect(upsertThread(data, thread('3', 'unread', '2026-01-03')).threads.map((t) => t.id)).toEqual(['3', '1', '2']);
    expect(upsertThread(data, thread('2', 'unread', '2026-01-04')).threads.map((t) => [t.id, t.status])).toEqual([
      ['2', 'unread'],
      ['1', 'read'],
    ]);
  });

  it('moves the inbox-wide unread and total counts with each change', () => {
    const data = { mailConfigured: true, threads: [thread('1', 'unread', '2026-01-02')], unread: 7, total: 120, nextCursor: 'c1' };
    const newOne = upsertThread(data, thread('9', 'unread', '2026-01-05'));
    expect([newOne.unread, newOne.total]).toEqual([8, 121]);
    const read = upsertThread(newOne, thread('1', 'read', '2026-01-02'));
    expect([read.unread, read.total]).toEqual([7, 121]);
  });

  it('appends an older page below, without duplicates, and takes its cursor', () => {
    const data = { mailConfigured: true, threads: [thread('1', 'read', '2026-01-03')], unread: 0, total: 3, nextCursor: 'c1' };
    const page = {
      mailConfigured: true,
      threads: [thread('1', 'read', '2026-01-03'), thread('2', 'read', '2026-01-01')],
      unread: 0,
      total: 3,
      nextCursor: null,
    };
    const merged = appendOlder(data, page);
    expect(merged.threads.map((t) => t.id)).toEqual(['1', '2']);
    expect(merged.nextCursor).toBeNull();
  });

  it('prefixes the tab title with the unread count and removes it at zero', () => {
    expect(titleWithCount('Admin | BreachWatch', 3)).toBe('(3) Admin | BreachWatch');
    expect(titleWithCount('(3) Admin | BreachWatch', 4)).toBe('(4) Admin | BreachWatch');
    expect(titleWithCount('(4) Admin | BreachWatch', 0)).toBe('Admin | BreachWatch');
  });
});
