import { OWNER_MESSAGES } from '@breachwatch/core/schemas/owner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { issueLink } from '../one-time-links/one-time-links.ts';

// The verified owner's recovery plan progress on the server, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: kept with the verification, back after verifying again on
// another device, hidden when the verification lapses, never readable or writable by anyone else.

let ctx: TestContext;
let mariaId: string;
let jamesId: string;
let client = 0;
const nextClient = () => `10.17.${Math.floor(++client / 250)}.${client % 250}`;

async function idOf(lastName: string) {
  return (await ctx.database.db.selectFrom('breach_records').select('id').where('last_name', '=', lastName).executeTakeFirstOrThrow()).id;
}

/** Verifies as the owner of `recordId` through a real one-time link (as the mailed link would) and returns the session cookie. */
async function verify(recordId: string, subjectHash: string): Promise<string> {
  const link = await issueLink(ctx.database.db, { purpose: 'owner-view', target: recordId, subjectHash, ttlMs: 60_000 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/owner/sessions',
    remoteAddress: nextClient(),
    payload: { token: link.token },
  });
  expect(res.statusCode).toBe(200);
  const c = res.cookies.find((x) => x.name === 'bw_owner')!;
  return `${c.name}=${c.value}`;
}

const get = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/owner/recovery-progress', remoteAddress: nextClient(), headers: cookie ? { cookie } : {} });
const patch = (cookie: string | undefined, steps: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/owner/recovery-progress',
    remoteAddress: nextClient(),
    headers: cookie ? { cookie } : {},
    payload: { steps },
  });
const clear = (cookie?: string) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/owner/recovery-progress', remoteAddress: nextClient(), headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  ctx = await createTestContext();
  const token = await ctx.signIn();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      rows: [
        { 'First Name': 'Maria', 'Last Name': 'Delgado', Email: 'maria.delgado@northwind-health.example', SSN: '912-34-5678' },
        { 'First Name': 'James', 'Last Name': 'Whitaker', Email: 'jwhit@example.org' },
      ],
      source: { name: 'Test source', credibility: 'high' },
    },
  });
  expect(res.statusCode).toBe(200);
  mariaId = await idOf('Delgado');
  jamesId = await idOf('Whitaker');
});
afterAll(async () => ctx.close());

describe('/api/owner/recovery-progress', () => {
  it('answers 401 to anyone without a verified session, and stores nothing', async () => {
    for (const res of [await get(), await patch(undefined, { 'credit-freeze': 'done' }), await clear()]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ ok: false, error: OWNER_MESSAGES.sessionEnded });
    }
    expect(await ctx.database.db.selectFrom('recovery_progress_steps').selectAll().execute()).toEqual([]);
  });

  it('keeps the verified owner’s marks, and takes one off with null', async () => {
    const cookie = await verify(mariaId, 'hash-maria-work');
    const empty = await get(cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toMatchObject({ ok: true, recordId: mariaId, steps: {}, updatedAt: null });
    expect(Date.parse(empty.json().expiresAt)).toBeGreaterThan(Date.now());

    const marked = await patch(cookie, { 'credit-freeze': 'done', 'irs-ip-pin': 'skipped' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().steps).toEqual({ 'credit-freeze': 'done', 'irs-ip-pin': 'skipped' });
    expect(marked.json().updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const changed = await patch(cookie, { 'irs-ip-pin': null, 'credit-freeze': 'skipped' });
    expect(changed.json().steps).toEqual({ 'credit-freeze': 'skipped' });
    expect((await get(cookie)).json().steps).toEqual({ 'credit-freeze': 'skipped' });
  });

  it('follows the owner to another device once they verify again, and stays apart from everyone else', async () => {
    const first = await verify(jamesId, 'hash-james');
    await patch(first, { 'credit-freeze': 'done', 'fraud-alert': 'done' });
    // Another device: a new link to the same address opens a new session with the same progress.
    const second = await verify(jamesId, 'hash-james');
    expect(second).not.toBe(first);
    expect((await get(second)).json().steps).toEqual({ 'credit-freeze': 'done', 'fraud-alert': 'done' });
    // Another record's owner, and the same record verified through another address, see none of it...
    const maria = await verify(mariaId, 'hash-maria-personal');
    const otherAddress = await verify(jamesId, 'hash-james-other');
    expect((await get(maria)).json()).toMatchObject({ recordId: mariaId, steps: {} });
    expect((await get(otherAddress)).json().steps).toEqual({});
    // ...and what they write or clear is their own.
    await patch(otherAddress, { 'credit-freeze': 'skipped' });
    await clear(maria);
    expect((await get(second)).json().steps).toEqual({ 'credit-freeze': 'done', 'fraud-alert': 'done' });
    expect((await get(otherAddress)).json().steps).toEqual({ 'credit-freeze': 'skipped' });
  });

  it('is hidden when the verification lapses, and back after verifying again', async () => {
    const cookie = await verify(mariaId, 'hash-maria-lapse');
    await patch(cookie, { 'contact-log': 'done' });
    await ctx.database.db
      .updateTable('owner_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('subject_hash', '=', 'hash-maria-lapse')
      .execute();
    const lapsed = await get(cookie);
    expect(lapsed.statusCode).toBe(401);
    expect(lapsed.body).not.toContain('contact-log');
    expect((await patch(cookie, { 'contact-log': null })).statusCode).toBe(401);
    const again = await verify(mariaId, 'hash-maria-lapse');
    expect((await get(again)).json().steps).toEqual({ 'contact-log': 'done' });
  });

  it('refuses unknown steps, unknown marks and empty changes with 400, changing nothing', async () => {
    const cookie = await verify(mariaId, 'hash-maria-bad');
    await patch(cookie, { dmv: 'done' });
    for (const steps of [{ 'made-up': 'done' }, { dmv: 'maybe' }, {}, { '<script>': 'done' }, 'done']) {
      const res = await patch(cookie, steps);
      expect(res.statusCode, JSON.stringify(steps)).toBe(400);
      expect(res.json().ok).toBe(false);
    }
    expect((await get(cookie)).json().steps).toEqual({ dmv: 'done' });
  });

  it('keeps both of two marks sent at the same moment from two devices', async () => {
    const a = await verify(mariaId, 'hash-maria-race');
    const b = await verify(mariaId, 'hash-maria-race');
    const steps = ['credit-freeze', 'fraud-alert', 'irs-ip-pin', 'credit-reports', 'dmv', 'secure-email'];
    await Promise.all(steps.map((id, i) => patch(i % 2 ? a : b, { [id]: 'done' })));
    expect(Object.keys((await get(a)).json().steps).sort()).toEqual([...steps].sort());
  });

  it('clears on request, and goes when the record is deleted', async () => {
    const cookie = await verify(mariaId, 'hash-maria-clear');
    await patch(cookie, { 'credit-freeze': 'done' });
    const cleared = await clear(cookie);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ steps: {}, updatedAt: null });

    await patch(cookie, { 'credit-freeze': 'done' });
    const before = await ctx.database.db
      .selectFrom('recovery_progress_steps')
      .select('record_id')
      .where('record_id', '=', mariaId)
      .execute();
    expect(before.length).toBeGreaterThan(0);
    const token = await ctx.signIn();
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/breach-records/${mariaId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(del.statusCode).toBe(200);
    const after = await ctx.database.db
      .selectFrom('recovery_progress_steps')
      .select('record_id')
      .where('record_id', '=', mariaId)
      .execute();
    expect(after).toEqual([]);
    // The verification ends with the record: the next step marked is told to verify again, not a 500.
    const late = await patch(cookie, { 'credit-freeze': 'skipped' });
    expect(late.statusCode).toBe(401);
    expect((await get(cookie)).statusCode).toBe(401);
    const session = await ctx.app.inject({ method: 'GET', url: '/api/owner/session', remoteAddress: nextClient(), headers: { cookie } });
    expect(session.statusCode).toBe(401);
  });
});
