// Since ADR 0233 every contact form message opens a case of its own, so a person who writes twice
// has two cases. Beside an open thread the console lists the other cases from the same address
// (any letter case, either spelling of an internationalised domain, ADR 0183); admins only.
import { OTHER_CASES_MAX } from '@breachwatch/core/schemas/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { issueCaseLink } from '../cases/case-ledger.repository.ts';
import { newId } from '../lib/ids.ts';

let ctx: TestContext;
let adminToken: string;
let ip = 0;

interface OtherCasesBody {
  ok: true;
  cases: { id: string; subject: string; caseStatus: string; lastMessageAt: string }[];
  more: number;
}

/** A message through the public form, each from a network of its own (the limits are not under test). */
async function writeIn(email: string, subject: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.23.0.${++ip}`,
    payload: { name: 'Pat Doe', email, subject, message: `About ${subject}: someone opened a card in my name.` },
  });
  expect(res.statusCode, res.body).toBe(200);
  const row = await ctx.database.db
    .selectFrom('inbox_threads')
    .select('id')
    .where('subject', '=', subject)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

const otherCases = (id: string, token: string | null = adminToken) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/inbox/${id}/other-cases`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

async function listed(id: string): Promise<OtherCasesBody> {
  const res = await otherCases(id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OtherCasesBody>();
}

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = await ctx.signIn();
});
afterAll(async () => ctx.close());

describe('other cases from the same address', () => {
  let first: string;
  let second: string;
  let stranger: string;

  beforeAll(async () => {
    first = await writeIn('pat.doe@example.org', 'Card opened in my name');
    second = await writeIn('  Pat.Doe@EXAMPLE.org ', 'Still no answer');
    stranger = await writeIn('someone.else@example.org', 'Unrelated question');
  });

  it('lists each other, whatever the letter case, and not another address', async () => {
    const ofFirst = await listed(first);
    expect(ofFirst).toEqual({
      ok: true,
      cases: [{ id: second, subject: 'Still no answer', caseStatus: 'new', lastMessageAt: expect.any(String) }],
      more: 0,
    });
    expect((await listed(second)).cases.map((c) => c.id)).toEqual([first]);
    expect(await listed(stranger)).toEqual({ ok: true, cases: [], more: 0 });
  });

  it('shows each case with its current status', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/cases/${second}`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { status: 'waiting' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listed(first)).cases).toEqual([expect.objectContaining({ id: second, caseStatus: 'waiting' })]);
  });

  it('counts both spellings of an internationalised domain as one address', async () => {
    const unicode = await writeIn('olga@пример.рф', 'Мою карту украли');
    const ascii = await writeIn('Olga@XN--E1AFMKFD.XN--P1AI', 'Second message about my card');
    const other = await writeIn('olga@другой.рф', 'Not the same domain');
    expect((await listed(unicode)).cases.map((c) => c.id)).toEqual([ascii]);
    expect((await listed(ascii)).cases.map((c) => c.id)).toEqual([unicode]);
    expect((await listed(other)).cases).toEqual([]);
  });

  it('neither marks the thread read nor writes to the audit log', async () => {
    const before = await ctx.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await listed(first);
    const thread = await ctx.database.db.selectFrom('inbox_threads').select('status').where('id', '=', first).executeTakeFirstOrThrow();
    expect(thread.status).toBe('unread');
    const after = await ctx.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('is for admins only: 401 without a session, 403 for a user, 404 for an unknown thread', async () => {
    const anonymous = await otherCases(first, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('Still no answer');
    const user = await otherCases(first, await ctx.signIn('user'));
    expect(user.statusCode).toBe(403);
    expect(user.body).not.toContain('Still no answer');
    const unknown = await otherCases('00000000-0000-0000-0000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ ok: false, error: 'Thread not found' });
  });

  it('is never on the public case page: the person sees only the case of their link', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cases/view',
      remoteAddress: `10.23.1.${++ip}`,
      payload: { token: await issueCaseLink(ctx.database.db, first) },
    });
    expect(res.statusCode, res.body).toBe(200);
    // It names the case of the link (its reference is the start of that case's id), no other.
    const reference = res.json().reference as string;
    expect(first.replace(/-/g, '').toUpperCase().startsWith(reference)).toBe(true);
    expect(second.replace(/-/g, '').toUpperCase().startsWith(reference)).toBe(false);
    expect(res.body).not.toContain('Still no answer');
    expect(res.body).not.toContain(second);
  });
});

describe('a sender with many cases', () => {
  it(`lists the newest ${OTHER_CASES_MAX} first and counts the rest`, async () => {
    const email = 'many@example.org';
    const total = OTHER_CASES_MAX + 3;
    const ids: string[] = [];
    // Inserted directly, with a day between them: the form's limits would refuse this many.
    for (let i = 0; i < total; i++) {
      const id = newId();
      const at = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
      await ctx.database.db
        .insertInto('inbox_threads')
        .values({ id, from_name: 'Many', from_email: email, subject: `Case ${i}`, status: 'read', last_message_at: at, created_at: at })
        .execute();
      ids.push(id);
    }
    const oldest = ids[0]!;
    const body = await listed(oldest);
    expect(body.cases.map((c) => c.subject)).toEqual(Array.from({ length: OTHER_CASES_MAX }, (_, k) => `Case ${total - 1 - k}`));
    expect(body.more).toBe(total - 1 - OTHER_CASES_MAX);
    // From the newest one, the oldest is among those counted, not listed.
    const fromNewest = await listed(ids.at(-1)!);
    expect(fromNewest.cases.map((c) => c.id)).not.toContain(oldest);
    expect(fromNewest.more).toBe(2);
  });
});
