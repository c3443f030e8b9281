import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

const count = z.number().int().nonnegative();

/** null = the figure cannot be known yet (its table does not exist): shown as "—". */
export const statsSchema = z.object({
  ok: z.literal(true),
  generatedAt: z.string(),
  totals: count.nullable(),
  highRisk: count.nullable(),
  recentUploads: count.nullable(),
  recentDays: z.number().int(),
  perDay: z.array(z.object({ day: z.string(), count })).nullable(),
  riskMix: z.object({ high: count, medium: count, low: count, unrated: count }).nullable(),
  averageRating: z.number().nullable(),
  ratingCount: count.nullable(),
  donations: z.object({ count, totalCents: z.number().int() }).nullable(),
  audit: z.array(
    z.object({
      id: z.number(),
      actorEmail: z.string().nullable(),
      action: z.string(),
      target: z.string().nullable(),
      details: z.record(z.string(), z.unknown()).nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type DashboardStats = z.infer<typeof statsSchema>;

export const statsQueryKey = ['admin', 'stats'] as const;

export async function getStats(signal?: AbortSignal): Promise<DashboardStats> {
  return statsSchema.parse(await apiGet('/api/admin/stats', { signal, timeoutMs: 20_000 }));
}

export function useStats() {
  return useQuery({ queryKey: statsQueryKey, queryFn: ({ signal }) => getStats(signal) });
}
