import { OWNER_MESSAGES } from '@breachwatch/core/schemas/owner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type LocalSmtpServer, type ReceivedMail } from '../../test/smtp-server.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { issueLink } from '../one-time-links/one-time-links.ts';

let smtp: LocalSmtpServer;
let ctx: TestContext;
let mariaId: string;
let noEmailId: string;

const MARIA = { work: 'maria.delgado@northwind-health.example', personal: 'mdelgado84@example.net' };

async function importRows(context: TestContext, rows: Record<string, string>[]) {
  const token = await context.signIn();
  const res = await context.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    headers: { authorization: `Bearer ${token}` },
    payload: { rows, source: { name: 'Test source', credibility: 'high' } },
  });
  expect(res.statusCode).toBe(200);
}

async function idOf(context: TestContext, lastName: string) {
  return (await context.database.db.selectFrom('breach_records').select('id').where('last_name', '=', lastName).executeTakeFirstOrThrow())
    .id;
}

async function mailTo(address: string, after: number): Promise<ReceivedMail> {
  for (let i = 0; i < 100; i++) {
    const mail = smtp.received.slice(after).find((m) => m.to.includes(address));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${address}`);
}

/** The token of a mailed link: the part after "/verify#". */
const tokenIn = (mail: ReceivedMail) => /\/verify#([A-Za-z0-9_-]+)/.exec(mail.body.replace(/=\r\n/g, ''))![1]!;

let client = 0;
/** A fresh client address per call, so the per-client limits stay out of tests that are not about them. */
const nextClient = () => `10.9.${Math.floor(++client / 250)}.${client % 250}`;

async function options(recordId: string, remoteAddress = nextClient()) {
  return ctx.app.inject({ method: 'GET', url: `/api/owner/options/${recordId}`, remoteAddress });
}
async function sendLink(recordId: string, addressId: string, remoteAddress = nextClient()) {
  return ctx.app.inject({ method: 'POST', url: '/api/owner/links', remoteAddress, payload: { recordId, addressId } });
}
async function useLink(token: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/owner/sessions', remoteAddress: nextClient(), payload: { token } });
}
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === 'bw_owner')!;
  return `${c.name}=${c.value}`;
};

async function addressIdFor(recordId: string, hint: string): Promise<string> {
  const body = (await options(recordId)).json();
  return body.addresses.find((a: { hint: string }) => a.hint === hint).id;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'BreachWatch <noreply@breachwatch.example>',
    PUBLIC_URL: 'https://breachwatch.example',
  });
  await importRows(ctx, [
    {
      'First Name': 'Maria',
      'Last Name': 'Delgado',
      'Work Email': MARIA.work,
      'Personal Email': MARIA.personal,
      SSN: '912-34-5678',
      City: 'Springfield',
    },
    { 'First Name': 'Nomail', 'Last Name': 'Person', Phone: '217-555-0100', City: 'Springfield' },
    { 'First Name': 'Twin', 'Last Name': 'Record', Email: MARIA.personal, City: 'Chicago' },
  ]);
  mariaId = await idOf(ctx, 'Delgado');
  noEmailId = await idOf(ctx, 'Person');
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('GET /api/owner/options/:recordId', () => {
  it("lists the record's addresses as the hint mask, behind opaque ids", async () => {
    const res = await options(mariaId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mail).toEqual({ available: true, reason: null });
    expect(body.addresses.map((a: { hint: string }) => a.hint).sort()).toEqual(['m***@e***.net', 'm***@n***.example']);
    expect(res.body).not.toContain('delgado');
    expect(res.body).not.toContain('northwind');
    for (const a of body.addresses) expect(a.id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });

  it('lists the hints in an order that says nothing of the hidden parts of the addresses', async () => {
    // Sorted by the whole address, these two listed their hints in opposite orders, telling a
    // stranger how the hidden local parts compare.
    await importRows(ctx, [
      { 'First Name': 'Order', 'Last Name': 'Oneside', Email: 'zz@alpha.example', 'Email 2': 'za@beta.example' },
      { 'First Name': 'Order', 'Last Name': 'Otherside', Email: 'za@alpha.example', 'Email 2': 'zz@beta.example' },
    ]);
    const hints = async (lastName: string) =>
      (await options(await idOf(ctx, lastName))).json().addresses.map((a: { hint: string }) => a.hint) as string[];
    const one = await hints('Oneside');
    expect(one).toHaveLength(2);
    expect(await hints('Otherside')).toEqual(one);
  });

  it('offers no shared mailbox: an address in more than a few records proves no one of them (ADR 0284)', async () => {
    // An HR dump giving the department's address for five people, one of whom also gave their own;
    // and a couple sharing one address, which stays theirs to verify with.
    const shared = 'hr@acme-payroll.example';
    await importRows(ctx, [
      ...['Ames', 'Byrd', 'Cole', 'Dunn'].map((last) => ({ 'First Name': 'Staff', 'Last Name': last, Email: shared })),
      { 'First Name': 'Staff', 'Last Name': 'Eaton', Email: shared, 'Email 2': 'kit.eaton@example.net' },
      { 'First Name': 'Lee', 'Last Name': 'Partnerone', Email: 'the.partners@example.net' },
      { 'First Name': 'Sam', 'Last Name': 'Partnertwo', Email: 'the.partners@example.net' },
    ]);
    const onlyShared = (await options(await idOf(ctx, 'Ames'))).json();
    expect(onlyShared.addresses).toEqual([]);
    expect(onlyShared.sharedAddresses).toBe(1);
    const both = (await options(await idOf(ctx, 'Eaton'))).json();
    expect(both.addresses.map((a: { hint: string }) => a.hint)).toEqual(['k***@e***.net']);
    expect(both.sharedAddresses).toBe(1);
    const couple = (await options(await idOf(ctx, 'Partnerone'))).json();
    expect(couple.addresses).toHaveLength(1);
    expect(couple.sharedAddresses).toBe(0);

    // Nor can a link be sent there by naming its id (as the id of an offered address is built).
    const eatonId = await idOf(ctx, 'Eaton');
    const idOfAddress = (address: string) => ctx.app.cipher.fingerprint(`owner-address ${eatonId} ${address}`);
    expect(both.addresses[0].id).toBe(idOfAddress('kit.eaton@example.net'));
    const sharedId = idOfAddress(shared);
    const before = smtp.received.length;
    const res = await sendLink(eatonId, sharedId);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(OWNER_MESSAGES.chooseAddress);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.slice(before).filter((m) => m.to.includes(shared))).toEqual([]);
  });

  it('counts a shared mailbox by its inbox: spelled with +tags or Gmail dots it is still one mailbox', async () => {
    // Three records hold the payroll address itself and two more its +tagged spellings: one
    // mailbox reads all five links. Counted by spelling, no spelling reached four records.
    await importRows(ctx, [
      ...['Fenn', 'Gale', 'Hart'].map((last) => ({ 'First Name': 'Crew', 'Last Name': last, Email: 'payroll@tagged-hr.example' })),
      { 'First Name': 'Crew', 'Last Name': 'Ives', Email: 'payroll+ives@tagged-hr.example' },
      { 'First Name': 'Crew', 'Last Name': 'Jory', Email: 'payroll+jory@tagged-hr.example', 'Email 2': 'jory.own@example.net' },
      // Gmail ignores dots and +tags: four spellings of one Gmail inbox.
      ...[
        ['Kemp', 'front.desk@gmail.com'],
        ['Lusk', 'frontdesk@gmail.com'],
        ['Mabry', 'front.d.esk@gmail.com'],
        ['Nunn', 'frontdesk+nunn@googlemail.com'],
      ].map(([last, email]) => ({ 'First Name': 'Desk', 'Last Name': last!, Email: email! })),
      // Outside Gmail a dot makes another address: these two are two people's, not one shared.
      { 'First Name': 'Dot', 'Last Name': 'Oneperson', Email: 'ann.lee@dotted.example' },
      ...['Otwo', 'Othree', 'Ofour'].map((last) => ({ 'First Name': 'Dot', 'Last Name': last, Email: 'annlee@dotted.example' })),
    ]);
    for (const last of ['Fenn', 'Ives', 'Kemp', 'Nunn']) {
      const body = (await options(await idOf(ctx, last))).json();
      expect({ last, addresses: body.addresses, shared: body.sharedAddresses }).toEqual({ last, addresses: [], shared: 1 });
    }
    const jory = (await options(await idOf(ctx, 'Jory'))).json();
    expect(jory.addresses.map((a: { hint: string }) => a.hint)).toEqual(['j***@e***.net']);
    expect(jory.sharedAddresses).toBe(1);
    const dotted = (await options(await idOf(ctx, 'Oneperson'))).json();
    expect(dotted.addresses).toHaveLength(1);
    expect(dotted.sharedAddresses).toBe(0);
  });
  it('has no addresses for a record without email, and 404 for an unknown record', async () => {
    expect((await options(noEmailId)).json()).toMatchObject({ addresses: [], sharedAddresses: 0 });
    expect((await options('no-such-record')).statusCode).toBe(404);
  });
});

describe('the verified flow', () => {
  it('mails a one-time link that reveals nothing of the record, and it opens a 30-minute HttpOnly session', async () => {
    const before = smtp.received.length;
    const addressId = await addressIdFor(mariaId, 'm***@n***.example');
    const res = await sendLink(mariaId, addressId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: OWNER_MESSAGES.sent, expiresInMinutes: 60 });
    const mail = await mailTo(MARIA.work, before);
    expect(mail.header('subject')).toBe('Your link to see your full BreachWatch report');
    const url = /https:\/\/breachwatch\.example\/verify#[A-Za-z0-9_-]+/.exec(mail.body.replace(/=\r\n/g, ''))![0];
    expect(url).not.toContain(mariaId);
    expect(mail.body).not.toContain('Maria');

    const used = await useLink(tokenIn(mail));
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ ok: true, recordId: mariaId });
    const setCookie = String(used.headers['set-cookie']);
    expect(setCookie).toMatch(/^bw_owner=[A-Za-z0-9_-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Max-Age=1800');
    expect(setCookie).toContain('Path=/');
    const expiresIn = Date.parse(used.json().expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);

    const session = await ctx.app.inject({ method: 'GET', url: '/api/owner/session', headers: { cookie: cookieOf(used) } });
    expect(session.json()).toEqual({ ok: true, recordId: mariaId, expiresAt: used.json().expiresAt });
    // The pages' question (ADR 0103) gives the same session, as a 200.
    const status = await ctx.app.inject({ method: 'GET', url: '/api/owner/session/status', headers: { cookie: cookieOf(used) } });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ ok: true, session: { recordId: mariaId, expiresAt: used.json().expiresAt } });

    // Used twice: refused.
    const again = await useLink(tokenIn(mail));
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(OWNER_MESSAGES.linkInvalid);

    // Audited, without the address.
    const audit = await ctx.database.db.selectFrom('audit_log').selectAll().where('action', 'like', 'owner.%').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['owner.link.sent', 'owner.session.started']));
    expect(JSON.stringify(audit)).not.toContain('@');

    // Ending the session.
    const ended = await ctx.app.inject({ method: 'DELETE', url: '/api/owner/session', headers: { cookie: cookieOf(used) } });
    expect(ended.statusCode).toBe(200);
    expect(String(ended.headers['set-cookie'])).toMatch(/^bw_owner=;/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/owner/session', headers: { cookie: cookieOf(used) } })).statusCode).toBe(401);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/owner/session/status', headers: { cookie: cookieOf(used) } });
    expect(after.json()).toEqual({ ok: true, session: null });
  });

  it('refuses an expired link, a link of another purpose and a made-up token with one message', async () => {
    const before = smtp.received.length;
    await sendLink(mariaId, await addressIdFor(mariaId, 'm***@e***.net'));
    const token = tokenIn(await mailTo(MARIA.personal, before));
    await ctx.database.db
      .updateTable('one_time_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    const expired = await useLink(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(OWNER_MESSAGES.linkInvalid);

    const alerts = await issueLink(ctx.database.db, { purpose: 'alerts', target: mariaId, subjectHash: 'x', ttlMs: 60_000 });
    expect((await useLink(alerts.token)).json().error).toBe(OWNER_MESSAGES.linkInvalid);
    expect((await useLink('A'.repeat(43))).json().error).toBe(OWNER_MESSAGES.linkInvalid);
  });

  it('a session ends after its 30 minutes', async () => {
    const link = await issueLink(ctx.database.db, { purpose: 'owner-view', target: mariaId, subjectHash: 'x', ttlMs: 60_000 });
    const used = await useLink(link.token);
    await ctx.database.db
      .updateTable('owner_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/owner/session', headers: { cookie: cookieOf(used) } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(OWNER_MESSAGES.sessionEnded);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/owner/session' })).statusCode).toBe(401);
    // A visitor without a session, or with an ended one, is told so without an error status.
    for (const headers of [{}, { cookie: cookieOf(used) }, { cookie: 'bw_owner=made-up-token' }]) {
      const status = await ctx.app.inject({ method: 'GET', url: '/api/owner/session/status', headers });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ ok: true, session: null });
    }
  });

  it('refuses an address that is not one of the record’s, and an unknown record', async () => {
    expect((await sendLink(mariaId, 'not-one-of-them')).json()).toEqual({ ok: false, error: OWNER_MESSAGES.chooseAddress });
    // An address id of another record is not one of this record's.
    const twinId = await idOf(ctx, 'Record');
    const twinAddress = (await options(twinId)).json().addresses[0].id;
    expect((await sendLink(mariaId, twinAddress)).statusCode).toBe(400);
    expect((await sendLink('no-such-record', twinAddress)).statusCode).toBe(404);
  });
});

describe('sending limits', () => {
  it('per client: the sixth link in an hour is refused', async () => {
    const twinId = await idOf(ctx, 'Record');
    const twinAddress = (await options(twinId)).json().addresses[0].id;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await sendLink(twinId, twinAddress, '10.20.0.1')).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
    expect(codes[5]).toBe(429);
  });

  it('per address: past three links an hour the answer is the same, but no mail goes out', async () => {
    const fresh = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'x@breachwatch.example' });
    try {
      await importRows(fresh, [
        { 'First Name': 'Ann', 'Last Name': 'One', Email: 'shared.person@example.org' },
        { 'First Name': 'Ann', 'Last Name': 'Two', Email: 'shared.person@example.org' },
      ]);
      const ids = [await idOf(fresh, 'One'), await idOf(fresh, 'Two')];
      const before = smtp.received.length;
      const answers: string[] = [];
      for (let i = 0; i < 4; i++) {
        const recordId = ids[i % 2]!;
        const opts = (await fresh.app.inject({ method: 'GET', url: `/api/owner/options/${recordId}`, remoteAddress: nextClient() })).json();
        const res = await fresh.app.inject({
          method: 'POST',
          url: '/api/owner/links',
          remoteAddress: nextClient(),
          payload: { recordId, addressId: opts.addresses[0].id },
        });
        answers.push(`${res.statusCode} ${res.body}`);
      }
      expect(new Set(answers).size).toBe(1);
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.received.slice(before).filter((m) => m.to.includes('shared.person@example.org'))).toHaveLength(3);
    } finally {
      await fresh.close();
    }
  });

  it('per address: its spellings share the limit, as they share the inbox (ADR 0287)', async () => {
    const fresh = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'x@breachwatch.example' });
    try {
      await importRows(fresh, [
        { 'First Name': 'Cy', 'Last Name': 'Plain', Email: 'cy.inbox@example.org' },
        { 'First Name': 'Cy', 'Last Name': 'Tagged', Email: 'cy.inbox+shop@example.org' },
      ]);
      const ids = [await idOf(fresh, 'Plain'), await idOf(fresh, 'Tagged')];
      const before = smtp.received.length;
      for (let i = 0; i < 6; i++) {
        const recordId = ids[i % 2]!;
        const opts = (await fresh.app.inject({ method: 'GET', url: `/api/owner/options/${recordId}`, remoteAddress: nextClient() })).json();
        const res = await fresh.app.inject({
          method: 'POST',
          url: '/api/owner/links',
          remoteAddress: nextClient(),
          payload: { recordId, addressId: opts.addresses[0].id },
        });
        expect(res.statusCode).toBe(200);
      }
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.received.slice(before).filter((m) => m.to.some((to) => to.startsWith('cy.inbox')))).toHaveLength(3);
    } finally {
      await fresh.close();
    }
  });

  it('a stranger filling the limits cannot shut the owner out: the owner is answered, and the links sent still work', async () => {
    const fresh = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'x@breachwatch.example' });
    try {
      await importRows(fresh, [{ 'First Name': 'Bea', 'Last Name': 'Many', Email: 'a1@example.org', 'Work Email': 'a2@example.org' }]);
      const id = await idOf(fresh, 'Many');
      const opts = (await fresh.app.inject({ method: 'GET', url: `/api/owner/options/${id}` })).json();
      const send = (addressId: string) =>
        fresh.app.inject({ method: 'POST', url: '/api/owner/links', remoteAddress: nextClient(), payload: { recordId: id, addressId } });
      const before = smtp.received.length;
      // A stranger asks from many addresses, for both of the record's addresses.
      for (let i = 0; i < 12; i++) expect((await send(opts.addresses[i % 2].id)).statusCode).toBe(200);
      // The owner, from an address of their own, asks for their address: the same answer as ever.
      const owner = await send(opts.addresses[1].id);
      expect(owner.statusCode).toBe(200);
      expect(owner.json().message).toBe(OWNER_MESSAGES.sent);
      await new Promise((r) => setTimeout(r, 500));
      const mailed = smtp.received.slice(before);
      expect(mailed.filter((m) => m.to.includes('a1@example.org'))).toHaveLength(3);
      const toOwner = mailed.filter((m) => m.to.includes('a2@example.org'));
      expect(toOwner).toHaveLength(3);
      // Every link the stranger had sent there lives as long as the limit that held the owner
      // back, so one is waiting in the owner's inbox whenever it does.
      const links = await fresh.database.db.selectFrom('one_time_links').select(['created_at', 'expires_at']).execute();
      for (const link of links) expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBeGreaterThanOrEqual(60 * 60_000);
      const used = await fresh.app.inject({ method: 'POST', url: '/api/owner/sessions', payload: { token: tokenIn(toOwner[0]!) } });
      expect(used.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('without a mail server', () => {
  it('says verification is unavailable and why', async () => {
    const bare = await createTestContext();
    try {
      await importRows(bare, [{ 'First Name': 'Cal', 'Last Name': 'Nomail', Email: 'cal@example.org' }]);
      const id = await idOf(bare, 'Nomail');
      const opts = (await bare.app.inject({ method: 'GET', url: `/api/owner/options/${id}` })).json();
      expect(opts.mail).toEqual({ available: false, reason: OWNER_MESSAGES.mailUnavailable });
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/owner/links',
        payload: { recordId: id, addressId: opts.addresses[0].id },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe(OWNER_MESSAGES.mailUnavailable);
    } finally {
      await bare.close();
    }
  });
});

describe('in production', () => {
  it('sets a Secure __Host- cookie', async () => {
    const prod = await createTestContext({ NODE_ENV: 'production', PUBLIC_URL: 'https://breachwatch.example' });
    try {
      await importRows(prod, [{ 'First Name': 'Dee', 'Last Name': 'Prod', Email: 'dee@example.org' }]);
      const link = await issueLink(prod.database.db, {
        purpose: 'owner-view',
        target: await idOf(prod, 'Prod'),
        subjectHash: 'x',
        ttlMs: 60_000,
      });
      const res = await prod.app.inject({ method: 'POST', url: '/api/owner/sessions', payload: { token: link.token } });
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-bw_owner=/);
      expect(setCookie).toContain('Secure');
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Strict');
      // The same token under the plain name could have been set by someone else (a sibling
      // subdomain, a page over http): where the cookie is __Host-, only that one is read (ADR 0280).
      const token = /^__Host-bw_owner=([^;]+)/.exec(setCookie)![1]!;
      const session = (cookie: string) => prod.app.inject({ method: 'GET', url: '/api/owner/session', headers: { cookie } });
      expect((await session(`__Host-bw_owner=${token}`)).statusCode).toBe(200);
      expect((await session(`bw_owner=${token}`)).statusCode).toBe(401);
    } finally {
      await prod.close();
    }
  });
});
