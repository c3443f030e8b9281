// What the records tab's tests answer for the admin API: a JSON response and one record of the
// list, as the server shapes them.

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** Record i of a list: every third has an SSN, every second a birth date. */
export function listedRecord(i: number) {
  return {
    id: `id-${i}`,
    name: `Person ${i}`,
    email: `p${i}@example.test`,
    phone: null,
    emails: [`p${i}@example.test`],
    phones: [],
    dob: i % 2 ? '1980-01-01' : null,
    hasSsn: i % 3 === 0,
    city: null,
    state: null,
    zip: null,
    employeeStatus: null,
    riskLevel: null,
    dateAdded: '2026-11-20T10:00:00.000Z',
    sourceName: null,
  };
}
