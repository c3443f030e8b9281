import { ADMIN_PAGE_SIZE } from '@breachwatch/core/schemas/constants';
import { adminRecordListItemSchema, type AdminRecordListItem } from '@breachwatch/core/schemas/records-api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type RiskFilter = '' | 'high' | 'medium' | 'low';

export const recordsPageSchema = z.object({
  ok: z.literal(true),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  records: z.array(adminRecordListItemSchema),
});

export interface RecordsPage {
  records: AdminRecordListItem[];
  total: number;
  offset: number;
}

export const recordsQueryKey = ['admin', 'records'] as const;

export function recordsQueryString(params: { q: string; risk: RiskFilter; limit?: number; offset?: number }): string {
  const search = new URLSearchParams();
  if (params.limit !== undefined) search.set('limit', String(params.limit));
  if (params.offset !== undefined) search.set('offset', String(params.offset));
  if (params.q.trim()) search.set('q', params.q.trim());
  if (params.risk) search.set('risk', params.risk);
  return search.toString();
}

/** GET /api/admin/breach-records: one page of 500; the total comes from X-Total-Count. */
export async function getRecordsPage(q: string, risk: RiskFilter, offset: number, signal?: AbortSignal): Promise<RecordsPage> {
  const res = await apiRequest<unknown>(`/api/admin/breach-records?${recordsQueryString({ q, risk, limit: ADMIN_PAGE_SIZE, offset })}`, {
    signal,
    timeoutMs: 30_000,
  });
  const body = recordsPageSchema.parse(res.data);
  const header = Number(res.headers.get('X-Total-Count'));
  return { records: body.records, total: Number.isFinite(header) && res.headers.has('X-Total-Count') ? header : body.total, offset };
}

/** Pages of 500, "Load more" appends the next one (spec §4). */
export function useRecords(q: string, risk: RiskFilter) {
  return useInfiniteQuery({
    queryKey: [...recordsQueryKey, { q: q.trim(), risk }],
    queryFn: ({ pageParam, signal }) => getRecordsPage(q, risk, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.records.length;
      return last.records.length > 0 && next < last.total ? next : undefined;
    },
  });
}
