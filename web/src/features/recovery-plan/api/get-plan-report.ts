import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataClassListSchema } from '@breachwatch/core/schemas/records-api';
import { apiGet } from '../../../lib/api-client';

// GET /api/leaks/:id, read for the recovery plan. The plan needs only the kinds of data that
// leaked and the sources' public names and dates, plus the employer or benefits carrier where
// the view carries one (the verified owner's does). It reads those few fields and nothing else,
// so it keeps working whatever else the masked report shows or hides.

const planReportSchema = z.object({
  ok: z.literal(true),
  report: z.object({
    id: z.string(),
    dataClasses: dataClassListSchema,
    leakSources: z.array(z.object({ name: z.string(), dateFound: z.string().nullable() })),
    employment: z.object({ employer: z.string().optional() }).partial().optional(),
    benefits: z.object({ carrier: z.string().optional() }).partial().optional(),
  }),
});

export interface PlanReport {
  id: string;
  dataClasses: z.infer<typeof dataClassListSchema>;
  sources: { name: string; dateFound: string | null }[];
  employer: string | null;
  benefitsProvider: string | null;
}

export async function getPlanReport(id: string, signal?: AbortSignal): Promise<PlanReport> {
  const data = await apiGet<unknown>(`/api/leaks/${encodeURIComponent(id)}`, { signal, timeoutMs: 15_000 });
  const parsed = planReportSchema.safeParse(data);
  if (!parsed.success) throw new Error('Failed to load');
  const r = parsed.data.report;
  return {
    id: r.id,
    dataClasses: r.dataClasses,
    sources: r.leakSources.map((s) => ({ name: s.name, dateFound: s.dateFound })),
    employer: r.employment?.employer?.trim() || null,
    benefitsProvider: r.benefits?.carrier?.trim() || null,
  };
}

export function usePlanReport(id: string) {
  return useQuery({ queryKey: ['recovery-plan-report', id], queryFn: ({ signal }) => getPlanReport(id, signal), staleTime: 60_000 });
}
