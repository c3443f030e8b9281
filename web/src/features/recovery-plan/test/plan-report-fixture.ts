import type { DataClass } from '@breachwatch/core/scan/data-classes';

// A GET /api/leaks/:id answer as the recovery plan reads it (the report carries more; the plan
// ignores the rest). The data classes of the demo people (server/src/records/demo-people.ts).

export const DEMO_CLASSES = {
  maria: ['ssn', 'dob', 'driverLicense', 'email', 'phone', 'address', 'employment', 'benefits'],
  priya: ['dob', 'email', 'phone', 'address', 'employment', 'benefits'],
  samuel: ['email', 'phone', 'address'],
} satisfies Record<string, DataClass[]>;

export function planReportResponse(
  overrides: {
    id?: string;
    dataClasses?: DataClass[];
    employer?: string;
    carrier?: string;
    sources?: { name: string; dateFound: string | null }[];
  } = {},
) {
  return {
    ok: true,
    report: {
      id: overrides.id ?? 'rec1',
      name: 'Maria Delgado',
      overall: 'high',
      summary: 'We found a record.',
      dataClasses: overrides.dataClasses ?? DEMO_CLASSES.maria,
      leakSources: (overrides.sources ?? [{ name: 'Northwind Health HR export', dateFound: '2025-03-14' }]).map((s) => ({
        ...s,
        credibility: 'high',
        reason: null,
        category: 'HR system',
        neutralizedUrl: null,
      })),
      employment: overrides.employer ? { employer: overrides.employer } : {},
      benefits: overrides.carrier ? { carrier: overrides.carrier } : {},
    },
  };
}
