import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

export const healthSchema = z.object({
  time: z.string(),
  database: z.object({ ok: z.boolean(), kind: z.string(), latencyMs: z.number().nullable(), error: z.string().optional() }),
  paymentGateway: z.object({ ok: z.boolean(), mode: z.string(), detail: z.string().optional() }),
});
export type Health = z.infer<typeof healthSchema>;

export async function getHealth(signal?: AbortSignal): Promise<Health> {
  return healthSchema.parse(await apiGet('/api/admin/health', { signal, timeoutMs: 10_000 }));
}

/** Never falls back to a made-up "healthy" (decisions.md §5): a failed call is shown as unknown. */
export function useHealth() {
  return useQuery({ queryKey: ['admin', 'health'], queryFn: ({ signal }) => getHealth(signal), retry: false, refetchInterval: 60_000 });
}
