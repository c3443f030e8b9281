// Messages through a case link as a flood meets them (ADR 0242): a flood of strangers through the
// contact form does not silence people with open cases; one case takes only so many messages,
// however many networks its link is used from; a link that opens no case spends nothing; and the
// links together are still bounded, without silencing the form in turn.
import { randomBytes } from 'node:crypto';
import {
  CASE_MESSAGE_ADDED,
  CASE_MESSAGES_PER_WINDOW,
  CASE_RESOLVED_WRITE_AGAIN,
  caseMessagesLimited,
} from '@breachwatch/core/schemas/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { issueCaseLink } from './case-ledger.repository.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const FLOOD_MESSAGE = /unusual number of messages/;

// Behind one proxy (TRUST_PROXY=1) the client is the address the proxy appends: each request
// below comes from a network of its own, as from an attacker who rotates addresses.
let network = 0;
const fresh = () => ({
  remoteAddress: '127.0.0.1',
  headers: { 'x-forwarded-for': `198.51.${Math.floor(++network / 250)}.${network % 250}` },
});

function contact(ctx: TestContext, email: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    ...fresh(),
    payload: { name: 'Pat Doe', email, subject: 'Someone opened a card in my name', message: 'Please help.' },
  });
}

function caseMessage(ctx: TestContext, token: string, message = 'One more thing about my case.') {
  return ctx.app.inject({ method: 'POST', url: '/api/cases/message', ...fresh(), payload: { token, message } });
}

/** An open case, opened through the form, and the private link of our reply to it. */
async function openCase(ctx: TestContext, email: string) {
  const res = await contact(ctx, email);
  expect(res.statusCode, res.body).toBe(200);
  const thread = await ctx.database.db.selectFrom('inbox_threads').select('id').where('from_email', '=', email).executeTakeFirstOrThrow();
  return { threadId: thread.id, token: await issueCaseLink(ctx.database.db, thread.id) };
}

async function messagesOf(ctx: TestContext, threadId: string) {
  const rows = await ctx.database.db.selectFrom('inbox_messages').select('id').where('thread_id', '=', threadId).execute();
  return rows.length;
}

describe('while strangers flood the contact form', () => {
  let ctx: TestContext;
  let pat: { threadId: string; token: string };
  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: '1', CONTACT_FLOOD_LIMIT: '3' });
    pat = await openCase(ctx, 'pat@example.org');
  });
  afterAll(async () => ctx.close());

  it('the form is refused, and a message through a case link still reaches the case', async () => {
    const form: number[] = [];
    for (let i = 0; i < 5; i++) form.push((await contact(ctx, `stranger${i}@example.org`)).statusCode);
    expect(form).toEqual([200, 200, 429, 429, 429]);

    const res = await caseMessage(ctx, pat.token, 'They called me again today.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(CASE_MESSAGE_ADDED);
    expect(await messagesOf(ctx, pat.threadId)).toBe(2);
    // And the form is still refused: the case message opened no gap in its guard.
    expect((await contact(ctx, 'late@example.org')).statusCode).toBe(429);
  });
});

describe('the limit of one case', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestContext({ TRUST_PROXY: '1' })));
  afterAll(async () => ctx.close());

  it(`takes ${CASE_MESSAGES_PER_WINDOW} messages through one link from rotating networks, then says when to try again`, async () => {
    const pat = await openCase(ctx, 'pat@example.org');
    const statuses: number[] = [];
    for (let i = 0; i < CASE_MESSAGES_PER_WINDOW; i++) statuses.push((await caseMessage(ctx, pat.token, `Message ${i}`)).statusCode);
    expect(statuses).toEqual(Array(CASE_MESSAGES_PER_WINDOW).fill(200));

    const refused = await caseMessage(ctx, pat.token, 'And another.');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(refused.json().error).toBe(caseMessagesLimited(retryAfter, ctx.config.site.contactEmail));
    expect(refused.json().error).toContain(ctx.config.site.contactEmail);
    expect(refused.json().error).toMatch(/try again in about \d+ minutes?/);
    expect(await messagesOf(ctx, pat.threadId)).toBe(1 + CASE_MESSAGES_PER_WINDOW);
  });

  it('leaves another case alone', async () => {
    const lee = await openCase(ctx, 'lee@example.org');
    for (let i = 0; i < CASE_MESSAGES_PER_WINDOW; i++) expect((await caseMessage(ctx, lee.token)).statusCode).toBe(200);
    expect((await caseMessage(ctx, lee.token)).statusCode).toBe(429);
  });

  it('is spent by no link that does not open a case that takes messages', async () => {
    const sam = await openCase(ctx, 'sam@example.org');
    // A made-up link, many times, from many networks: each gets the one answer for a bad link.
    for (let i = 0; i < CASE_MESSAGES_PER_WINDOW + 2; i++) {
      const res = await caseMessage(ctx, `made-up-link-${i}-${randomBytes(16).toString('hex')}`);
      expect(res.statusCode, res.body).toBe(400);
    }
    // Sam's own link while the case is resolved: refused for that, not counted.
    await ctx.database.db
      .updateTable('inbox_threads')
      .set({ case_status: 'resolved', status: 'closed' })
      .where('id', '=', sam.threadId)
      .execute();
    for (let i = 0; i < CASE_MESSAGES_PER_WINDOW + 2; i++) {
      const res = await caseMessage(ctx, sam.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(CASE_RESOLVED_WRITE_AGAIN);
    }
    // Reopened, the case has its whole allowance.
    await ctx.database.db
      .updateTable('inbox_threads')
      .set({ case_status: 'in_progress', status: 'read' })
      .where('id', '=', sam.threadId)
      .execute();
    const statuses: number[] = [];
    for (let i = 0; i < CASE_MESSAGES_PER_WINDOW + 1; i++) statuses.push((await caseMessage(ctx, sam.token)).statusCode);
    expect(statuses).toEqual([...Array<number>(CASE_MESSAGES_PER_WINDOW).fill(200), 429]);
  });
});

describe('the limit of one case across instances sharing Redis', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestContext({ TRUST_PROXY: '1', REDIS_URL })));
  afterAll(async () => ctx.close());

  it('holds when the link is used on every instance in turn', async () => {
    expect(ctx.app.sharedLimits.shared).toBe(true);
    const second = await ctx.openSecondApp();
    const pat = await openCase(ctx, 'pat@example.org');
    const statuses: number[] = [];
    for (let i = 0; i < CASE_MESSAGES_PER_WINDOW + 1; i++) {
      const app = i % 2 === 0 ? ctx.app : second;
      const res = await app.inject({
        method: 'POST',
        url: '/api/cases/message',
        ...fresh(),
        payload: { token: pat.token, message: `On ${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(CASE_MESSAGES_PER_WINDOW).fill(200), 429]);
  });
});

describe('every case link together', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestContext({ TRUST_PROXY: '1', CASE_MESSAGE_FLOOD_LIMIT: '4' })));
  afterAll(async () => ctx.close());

  it('is bounded by a guard of its own, which raises the flood flag and leaves the form open', async () => {
    const cases = [];
    for (let i = 0; i < 6; i++) cases.push(await openCase(ctx, `person${i}@example.org`));
    const statuses: number[] = [];
    for (const c of cases) {
      const res = await caseMessage(ctx, c.token);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error).toMatch(FLOOD_MESSAGE);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const token = await ctx.signIn();
    const stats = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { authorization: `Bearer ${token}` } });
    expect(stats.json().contactFlood).toMatchObject({ active: true, refused: 2, refusedThroughCaseLinks: 2 });
    // Links in hostile hands do not silence strangers writing for the first time either.
    expect((await contact(ctx, 'first.time@example.org')).statusCode).toBe(200);
  });
});
