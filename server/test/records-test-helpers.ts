// Shared fixtures for the records integration tests (not loaded by the app).

import type { TestContext } from './test-context.ts';

export const KNOWN = {
  ssn: '912-34-5678',
  dob: '1984-03-15',
  email: 'maria.delgado@northwind-health.example',
  email2: 'mdelgado84@example.net',
  phone: '(217) 555-0142',
  phone2: '217-555-0187',
  licence: 'D41259876543',
  card: '4000 0012 3456 7899',
  street: '1420 Oak Street',
} as const;

export const KNOWN_ROW: Record<string, string> = {
  'Employee ID': 'NW-10001',
  'First Name': 'Maria',
  'Last Name': 'Delgado',
  'Work Email': KNOWN.email,
  'Personal Email': KNOWN.email2,
  'Cell Phone': KNOWN.phone,
  'Home Phone': KNOWN.phone2,
  SSN: KNOWN.ssn,
  DOB: KNOWN.dob,
  DriverLicense: KNOWN.licence,
  Card: KNOWN.card,
  Address1: KNOWN.street,
  City: 'Springfield',
  State: 'IL',
  Zip: '62704',
  Employer: 'Northwind Health',
  JobTitle: 'Registered Nurse',
  EmployeeStatus: 'Active',
  PlanName: 'Northwind PPO Gold',
};

export const OTHER_ROWS: Record<string, string>[] = [
  {
    'First Name': 'James',
    'Last Name': 'Whitaker',
    Email: 'jwhit@example.org',
    Phone: '+1 312 555 0123',
    City: 'Chicago',
    State: 'IL',
    Zip: '60614',
    EmployeeStatus: 'Terminated',
  },
  {
    'First Name': 'Priya',
    'Last Name': 'Raman',
    Email: 'priya.raman@northwind-health.example',
    DOB: '19920708',
    City: 'Madison',
    Zip: '53703',
  },
  {
    Name: 'Samuel Okafor',
    Email: 'sam.okafor@example.com',
    Phone: '404.555.0176',
    Address: '77 Peachtree Road',
    City: 'Atlanta',
    Zip: '30303',
  },
];

export async function importRowsViaApi(
  ctx: TestContext,
  token: string,
  rows: Record<string, string>[],
  source: Record<string, string> | undefined = { name: 'Test source', url: 'https://leaks.example/test', credibility: 'high' },
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    headers: { authorization: `Bearer ${token}` },
    payload: { rows, ...(source ? { source } : {}) },
  });
  return res;
}

/** Deletes records through the admin API (bulk delete), as an admin would. */
export async function deleteRecordsViaApi(ctx: TestContext, token: string, ids: string[]) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/breach-records/bulk-delete',
    headers: { authorization: `Bearer ${token}` },
    payload: { ids },
  });
}

/** The names on the public search's cards for a query, sorted; from the address given (default one). */
export async function publicNamesViaApi(ctx: TestContext, q: string, remoteAddress = '203.0.113.9'): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`public search answered ${res.statusCode}: ${res.body}`);
  return (res.json().results as { name: string }[]).map((r) => r.name).sort();
}

/** The names the console's records search lists for a query (first 50), sorted. */
export async function adminNamesViaApi(ctx: TestContext, token: string, q: string): Promise<string[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/breach-records?q=${encodeURIComponent(q)}&limit=50&offset=0`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`records search answered ${res.statusCode}: ${res.body}`);
  return (res.json().records as { name: string }[]).map((r) => r.name).sort();
}
