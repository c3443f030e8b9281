import { useQuery } from '@tanstack/react-query';
import { exposureReportResponseSchema, type ExposureReport } from '@breachwatch/core/schemas/record-views';
import { apiGet } from '../../../lib/api-client';

// GET /api/leaks/:id : the public Exposure Report, masked on the server (decisions.md §1).

export async function getExposureReport(id: string, signal?: AbortSignal): Promise<ExposureReport> {
  const data = await apiGet<unknown>(`/api/leaks/${encodeURIComponent(id)}`, { signal, timeoutMs: 15_000 });
  return reportFromAnswer(data);
}

/** The page's ExposureReport from the API's answer (also the server's, for a page it renders: ADR 0102). */
export function reportFromAnswer(data: unknown): ExposureReport {
  const parsed = exposureReportResponseSchema.safeParse(data);
  if (!parsed.success) throw new Error('Failed to load');
  return parsed.data.report;
}

export function useExposureReport(id: string) {
  return useQuery({ queryKey: ['exposure-report', id], queryFn: ({ signal }) => getExposureReport(id, signal), staleTime: 60_000 });
}
