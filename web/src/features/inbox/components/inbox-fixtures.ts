// What the inbox's tests answer for the admin API: a JSON response and a thread of the list,
// as the server shapes them.

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Ada's thread about a stolen card: read, one message, a new case. */
export const thread = {
  id: 't1',
  fromName: 'Ada',
  fromEmail: 'ada@example.org',
  subject: 'Card stolen',
  status: 'read',
  lastMessageAt: '2026-11-25T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  preview: 'Help',
  messageCount: 1,
  caseStatus: 'new' as const,
  verifiedOwner: null,
};
