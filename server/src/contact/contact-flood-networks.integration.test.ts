import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { CONTACT_MESSAGES_PER_ADDRESS_DEFAULT as CONTACT_PER_ADDRESS_LIMIT } from '../config.ts';

// The flood guard against a stranger with a few addresses (ADR 0271). Each network may send
// CONTACT_PER_ADDRESS_LIMIT messages in ten minutes; when the guard counted every message from
// everyone together, ten networks spending theirs used up its 60 and the form was shut for every
// genuine visitor, window after window. At the defaults, as deployed.

let sent = 0;
function write(ctx: TestContext, remoteAddress: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    payload: { name: 'Some One', email: `writer${++sent}@example.org`, message: 'Please help, someone opened a card in my name.' },
  });
}

async function threads(ctx: TestContext): Promise<number> {
  return (await ctx.database.db.selectFrom('inbox_threads').select('id').execute()).length;
}

describe('ten networks spending every message they may send', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestContext()));
  afterAll(async () => ctx.close());

  it('leave room for a visitor writing for the first time', async () => {
    for (let n = 0; n < 10; n++) for (let i = 0; i < CONTACT_PER_ADDRESS_LIMIT; i++) await write(ctx, `203.0.113.${n + 1}`);
    const visitor = await write(ctx, '198.51.100.20');
    expect(visitor.statusCode, visitor.body).toBe(200);
    // The attackers' later messages were held to a budget of their own: most of theirs were
    // refused (and raised the dashboard's flag), the inbox was not buried.
    expect(await threads(ctx)).toBeLessThan(10 * CONTACT_PER_ADDRESS_LIMIT);
    const token = await ctx.signIn();
    const stats = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { authorization: `Bearer ${token}` } });
    expect(stats.json().contactFlood).toMatchObject({ active: true });
  });
});

describe('one IPv6 /48 writing from many of its /64 networks', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestContext()));
  afterAll(async () => ctx.close());

  it('counts as one network writing again, and leaves room for a visitor', async () => {
    const limit = ctx.config.contactFloodLimit;
    for (let n = 0; n < limit + 10; n++) await write(ctx, `2001:db8:77:${n.toString(16)}::1`);
    const visitor = await write(ctx, '2001:db8:99:1::1');
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(await threads(ctx)).toBeLessThan(limit);
  });
});

describe('a flood from as many networks as the guard takes in a window', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestContext()));
  afterAll(async () => ctx.close());

  it('is stopped at the limit, as before', async () => {
    const limit = ctx.config.contactFloodLimit;
    const statuses: number[] = [];
    for (let n = 0; n < limit + 5; n++) statuses.push((await write(ctx, `192.0.2.${n + 1}`)).statusCode);
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
    expect(statuses.slice(limit)).toEqual([429, 429, 429, 429, 429]);
    expect(await threads(ctx)).toBe(limit);
  });
});
