import { useQuery } from '@tanstack/react-query';
import { dashboardStatsSchema, type DashboardStats } from '@breachwatch/core/schemas/admin-stats';
import { apiGet } from '../../../lib/api-client';

export type { DashboardStats };

export const statsQueryKey = ['admin', 'stats'] as const;

export async function getStats(signal?: AbortSignal): Promise<DashboardStats> {
  return dashboardStatsSchema.parse(await apiGet('/api/admin/stats', { signal, timeoutMs: 20_000 }));
}

export function useStats() {
  return useQuery({ queryKey: statsQueryKey, queryFn: ({ signal }) => getStats(signal) });
}
