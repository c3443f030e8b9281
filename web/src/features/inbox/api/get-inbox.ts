import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import type { InboxData } from '../lib/inbox-cache';
import { INBOX_KEY, threadSchema } from './inbox-types';

const responseSchema = z.object({ ok: z.literal(true), threads: z.array(threadSchema), mailConfigured: z.boolean() });

/** GET /api/admin/inbox -> threads, newest first */
export async function getInbox(): Promise<InboxData> {
  const data = responseSchema.parse(await apiGet('/api/admin/inbox', { timeoutMs: 20_000 }));
  return { threads: data.threads, mailConfigured: data.mailConfigured };
}

/** Shared by the tab and its badge; live events keep it current, the slow poll covers a dropped socket. */
export function useInbox() {
  return useQuery({ queryKey: INBOX_KEY, queryFn: getInbox, refetchInterval: 120_000 });
}
