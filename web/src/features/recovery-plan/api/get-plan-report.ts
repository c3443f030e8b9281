import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataClassListSchema } from '@breachwatch/core/schemas/record-views';
import { planRegionSchema, type PlanRegion } from '@breachwatch/core/recovery/plan-region';
import { apiGet } from '../../../lib/api-client';

// GET /api/leaks/:id (anyone) and GET /api/owner/report (the verified owner), read for the
// recovery plan. The plan needs the kinds of data that leaked and the sources' public names and
// dates; from the owner's view also the employer and insurance carrier, to address the letters.
// It reads those few fields through a narrow schema, so it keeps working whatever else the
// views show or hide, and it never uses a masked value.

const factSchema = z.object({ field: z.string(), shown: z.string(), value: z.string().nullable() });
const reportSchema = z.object({
  id: z.string(),
  dataClasses: dataClassListSchema,
  leakSources: z.array(z.object({ name: z.string(), dateFound: z.string().nullable() })),
  sections: z.array(z.object({ facts: z.array(factSchema) })).optional(),
  // Absent from an older server: the plan then starts in the US, as before.
  planRegion: planRegionSchema.nullable().optional(),
});
const responseSchema = z.object({ ok: z.literal(true), report: reportSchema });

export interface PlanReport {
  id: string;
  dataClasses: z.infer<typeof dataClassListSchema>;
  sources: { name: string; dateFound: string | null }[];
  employer: string | null;
  benefitsProvider: string | null;
  /** Where the record says its person lives (ADR 0303); null when it does not say. */
  planRegion: PlanRegion | null;
}

/** A field's value where the view shows it in full; never a mask or a mere "exposed". */
function shownValue(report: z.infer<typeof reportSchema>, field: string): string | null {
  const fact = report.sections?.flatMap((s) => s.facts).find((f) => f.field === field);
  return fact && fact.shown === 'value' && fact.value?.trim() ? fact.value.trim() : null;
}

async function getReport(path: string, signal?: AbortSignal): Promise<PlanReport> {
  const parsed = responseSchema.safeParse(await apiGet<unknown>(path, { signal, timeoutMs: 15_000 }));
  if (!parsed.success) throw new Error('Failed to load');
  const r = parsed.data.report;
  return {
    id: r.id,
    dataClasses: r.dataClasses,
    sources: r.leakSources.map((s) => ({ name: s.name, dateFound: s.dateFound })),
    employer: shownValue(r, 'employment.employer'),
    benefitsProvider: shownValue(r, 'benefits.carrier'),
    planRegion: r.planRegion ?? null,
  };
}

export const getPlanReport = (id: string, signal?: AbortSignal) => getReport(`/api/leaks/${encodeURIComponent(id)}`, signal);

export function usePlanReport(id: string) {
  return useQuery({ queryKey: ['recovery-plan-report', id], queryFn: ({ signal }) => getPlanReport(id, signal), staleTime: 60_000 });
}

/**
 * The verified owner's view of the same record, for the names the letters are addressed to.
 * Only asked for while this browser holds the owner session for this record; a failure just
 * leaves those names for the person to type.
 */
export const ownerPlanReportQueryKey = (id: string) => ['recovery-plan-owner-report', id] as const;

export function useOwnerPlanReport(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ownerPlanReportQueryKey(id),
    queryFn: async ({ signal }) => {
      const report = await getReport('/api/owner/report', signal);
      return report.id === id ? report : null;
    },
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}
