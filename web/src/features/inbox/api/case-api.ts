import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCaseSchema,
  inboxPageSchema,
  inboxThreadSchema,
  type AdminCase,
  type CaseEntryCreate,
  type CaseStatus,
} from '@breachwatch/core/schemas/inbox';
import { z } from 'zod';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { upsertThread, type InboxData, type ThreadData } from '../lib/inbox-cache';
import { INBOX_KEY, threadKey } from './inbox-types';

// Cases: the inbox filtered by case status, one case's ledger, and the changes an admin makes.
// Live events (use-inbox-live.ts) invalidate these keys, so every open console stays in step.

export const CASES_KEY = ['admin', 'inbox-cases'] as const;
export const casesKey = (status: CaseStatus) => [...CASES_KEY, status] as const;
export const caseKey = (id: string) => ['admin', 'case', id] as const;

/** GET /api/admin/inbox?caseStatus=…: the newest 500 cases with this status. */
export function useCases(status: CaseStatus | null) {
  return useQuery({
    queryKey: casesKey(status ?? 'new'),
    enabled: status !== null,
    queryFn: async () => {
      const query = new URLSearchParams({ limit: '500', caseStatus: status! });
      return inboxPageSchema.parse(await apiGet(`/api/admin/inbox?${query.toString()}`, { timeoutMs: 20_000 }));
    },
  });
}

export function useCase(id: string) {
  return useQuery({
    queryKey: caseKey(id),
    queryFn: async (): Promise<AdminCase> =>
      adminCaseSchema.parse(await apiGet(`/api/admin/cases/${encodeURIComponent(id)}`, { timeoutMs: 20_000 })),
  });
}

const threadResponse = z.object({ ok: z.literal(true), thread: inboxThreadSchema });

function useCaseChange<T>(id: string, send: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: T) => threadResponse.parse(await send(value)).thread,
    onSuccess: (thread) => {
      queryClient.setQueryData<InboxData>(INBOX_KEY, (old) => (old ? upsertThread(old, thread) : old));
      queryClient.setQueryData<ThreadData>(threadKey(id), (old) => (old ? { ...old, thread } : old));
      // The status shows at once; the refetch below brings the ledger entry it made.
      queryClient.setQueryData<AdminCase>(caseKey(id), (old) => (old ? { ...old, status: thread.caseStatus } : old));
      void queryClient.invalidateQueries({ queryKey: caseKey(id) });
      void queryClient.invalidateQueries({ queryKey: CASES_KEY });
    },
  });
}

/** PATCH /api/admin/cases/:id {status} */
export function useSetCaseStatus(id: string) {
  return useCaseChange<CaseStatus>(id, async (status) => {
    const res = await apiRequest(`/api/admin/cases/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status }, timeoutMs: 20_000 });
    return res.data;
  });
}

/** POST /api/admin/cases/:id/ledger */
export function useAddCaseEntry(id: string) {
  return useCaseChange<CaseEntryCreate>(id, async (entry) => {
    const res = await apiRequest(`/api/admin/cases/${encodeURIComponent(id)}/ledger`, { method: 'POST', body: entry, timeoutMs: 20_000 });
    return res.data;
  });
}
