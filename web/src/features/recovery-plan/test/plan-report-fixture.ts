import type { DataClass } from '@breachwatch/core/scan/data-classes';

// A GET /api/leaks/:id (or, for the owner, /api/owner/report) answer as the recovery plan reads
// it: the report carries more, the plan ignores the rest. The data classes of the demo people
// (server/src/records/demo-people.ts). A stranger sees only that an employer or carrier leaked;
// the owner sees the names.

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
    audience?: 'anonymous' | 'owner';
    planRegion?: 'us' | 'outsideUs' | null;
  } = {},
) {
  const owner = overrides.audience === 'owner';
  const fact = (field: string, label: string, value: string | undefined) =>
    value === undefined ? [] : [{ field, label, shown: owner ? 'value' : 'exposed', value: owner ? value : null }];
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
      audience: owner ? 'owner' : 'anonymous',
      planRegion: overrides.planRegion ?? null,
      sections: [
        { section: 'employment', title: 'Employment', facts: fact('employment.employer', 'Employer', overrides.employer) },
        { section: 'benefits', title: 'Benefits', facts: fact('benefits.carrier', 'Insurance carrier', overrides.carrier) },
      ],
    },
  };
}
