import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ROW, FULL_SOURCE } from '../../test/disclosure-fixture.ts';
import { importRowsViaApi } from '../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// The lookup-miss budget (ADR 0217): a stranger who saw "a***@outlook.com" on a card guessed
// full addresses one by one; wrong guesses found nobody and cost nothing, the right one
// returned a record already counted. Now a search or email scan of a complete value that finds
// nobody costs one of PUBLIC_LOOKUP_MISSES_PER_HOUR, and past them every such lookup is
// refused before it is looked up, right guess or wrong.

const BUDGET = 5;
const EMAIL = 'maria.delgado@northwind-health.example';
const PHONE = '(217) 555-0142';
const STREET = 'Maria Delgado 1420 Oak Street';
const REFUSAL =
  /^Many of your searches for a full email address, phone number or street found nobody\. .* in about 60 minutes\. Searching by name still works\.$/;

const search = (app: FastifyInstance, q: string, remoteAddress: string) =>
  app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, remoteAddress });
const scan = (app: FastifyInstance, body: { email?: string; domain?: string }, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/scan', payload: body, remoteAddress });
/** A client address of its own per test (and per run, for the Redis-shared counters). */
const client = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function seed(ctx: TestContext): Promise<string> {
  const token = await ctx.signIn();
  const res = await importRowsViaApi(ctx, token, [FULL_ROW], FULL_SOURCE);
  expect(res.statusCode).toBe(200);
  return (await ctx.database.db.selectFrom('breach_records').select('id').executeTakeFirstOrThrow()).id;
}

/** Spends the client's whole budget on distinct wrong guesses of every kind; each answers 200 with nobody. */
async function spendBudget(apps: FastifyInstance[], ip: string): Promise<void> {
  const guesses = [
    'm.delgado@northwind-health.example',
    '(217) 555-0143',
    'Maria Delgado 1421 Oak Street',
    'scan',
    'maria@northwind-health.example',
  ];
  for (const [i, q] of guesses.slice(0, BUDGET).entries()) {
    const app = apps[i % apps.length]!;
    const res = q === 'scan' ? await scan(app, { email: 'mdelgado@northwind-health.example' }, ip) : await search(app, q, ip);
    expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    if (q !== 'scan') expect(res.json().results).toEqual([]);
    else expect(res.json().exposures.filter((e: { kind: string }) => e.kind === 'record')).toEqual([]);
  }
}

async function expectRefused(res: Awaited<ReturnType<FastifyInstance['inject']>>, what: string): Promise<void> {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(429);
  expect(res.json().error, what).toMatch(REFUSAL);
  expect(Number(res.headers['retry-after']), what).toBeGreaterThan(3000);
}

describe('one instance', () => {
  let ctx: TestContext;
  let mariaId: string;
  beforeAll(async () => {
    ctx = await createTestContext({ PUBLIC_LOOKUP_MISSES_PER_HOUR: String(BUDGET) });
    mariaId = await seed(ctx);
  });
  afterAll(async () => ctx.close());

  it('a lookup that finds someone costs nothing', async () => {
    const ip = client();
    for (let i = 0; i < 3; i++) {
      for (const q of [EMAIL, PHONE, STREET]) {
        const res = await search(ctx.app, q, ip);
        expect(res.statusCode, q).toBe(200);
        expect(res.json().results.map((r: { id: string }) => r.id)).toEqual([mariaId]);
      }
      const found = await scan(ctx.app, { email: EMAIL }, ip);
      expect(found.statusCode).toBe(200);
      expect(found.json().exposures.some((e: { kind: string }) => e.kind === 'record')).toBe(true);
    }
    // Twelve finds later the whole budget of misses is still there.
    await spendBudget([ctx.app], ip);
    await expectRefused(await search(ctx.app, 'nobody@example.org', ip), 'the next miss');
  });

  it('past the budget a right guess is refused as a wrong one is; names, pages and domains still answer', async () => {
    const ip = client();
    await spendBudget([ctx.app], ip);

    // Every lookup of a complete value, right or wrong, and a question already asked.
    for (const q of [
      EMAIL,
      'a.delgado@northwind-health.example',
      PHONE,
      '(217) 555-0144',
      STREET,
      'Maria Delgado 1400 Oak Street',
      '(217) 555-0143',
    ]) {
      await expectRefused(await search(ctx.app, q, ip), q);
    }
    await expectRefused(await scan(ctx.app, { email: EMAIL }, ip), 'scan of the right address');
    await expectRefused(await scan(ctx.app, { email: 'wrong@northwind-health.example' }, ip), 'scan of a wrong address');
    await expectRefused(await scan(ctx.app, { email: EMAIL, domain: 'northwind-health.example' }, ip), 'scan of an address and a domain');

    // A name search, the person page and a domain scan look up no complete value.
    const names = await search(ctx.app, 'Maria Delgado', ip);
    expect(names.statusCode).toBe(200);
    expect(names.json().results.map((r: { id: string }) => r.id)).toEqual([mariaId]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/people/${mariaId}`, remoteAddress: ip })).statusCode).toBe(200);
    expect((await scan(ctx.app, { domain: 'northwind-health.example' }, ip)).statusCode).toBe(200);

    // Another client is not affected.
    const other = await search(ctx.app, EMAIL, '203.0.113.77');
    expect(other.statusCode).toBe(200);
    expect(other.json().results).toHaveLength(1);
  });

  it('asking the same question again costs once, however it is written', async () => {
    const ip = client();
    for (const q of ['nobody@example.org', 'NOBODY@example.org', ' nobody@example.org ', 'mailto:nobody@example.org']) {
      expect((await search(ctx.app, q, ip)).statusCode, q).toBe(200);
    }
    for (const q of ['Jane Doe 1400 Oak Street', 'jane  doe 1400 oak street', 'JANE DOE 1400 OAK STREET']) {
      expect((await search(ctx.app, q, ip)).statusCode, q).toBe(200);
    }
    // Two misses so far; another name beside the same street is another question.
    for (const q of ['John Doe 1400 Oak Street', 'nobody2@example.org', '(217) 555-0100']) {
      expect((await search(ctx.app, q, ip)).statusCode, q).toBe(200);
    }
    await expectRefused(await search(ctx.app, 'nobody3@example.org', ip), 'the sixth distinct miss');
  });

  it('a street known to be someone’s does not make a guess at another house number free (ADR 0288)', async () => {
    // "1 Hauptstraße N Berlin" was read as both "1 Hauptstraße" and "Hauptstraße N": the record
    // at number 1 was found every time, so no guess at N was ever a miss.
    const token = await ctx.signIn();
    const rows = [
      { 'Full Name': 'Karl Known', Street: 'Hauptstraße 1', City: 'Berlin', Country: 'DE' },
      { 'Full Name': 'Hans Weber', Street: 'Hauptstraße 14', City: 'Berlin', Country: 'DE' },
    ];
    expect((await importRowsViaApi(ctx, token, rows)).statusCode).toBe(200);
    const ip = client();
    for (let n = 20; n < 20 + BUDGET; n++) {
      const res = await search(ctx.app, `1 Hauptstraße ${n} Berlin`, ip);
      expect(res.statusCode, `${n}: ${res.body}`).toBe(200);
    }
    await expectRefused(await search(ctx.app, '1 Hauptstraße 14 Berlin', ip), 'a guess past the budget');
  });

  it('a range typed beside a known number costs a miss for each wrong guess at its other number (ADR 0299)', async () => {
    // A short range is read at each of its two numbers. Asked as one question, the record known
    // at 1420 would have answered every guess at the other number, and no guess would be a miss.
    const ip = client();
    for (let n = 1421; n < 1421 + BUDGET - 1; n++) {
      const res = await search(ctx.app, `Maria Delgado 1420-${n} Oak Street`, ip);
      expect(res.statusCode, `${n}: ${res.body}`).toBe(200);
      expect(res.json().results.map((r: { id: string }) => r.id)).toEqual([mariaId]);
    }
    // Each guess cost one miss: one is left, for one number.
    expect((await search(ctx.app, 'Maria Delgado 1430 Oak Street', ip)).statusCode).toBe(200);
    await expectRefused(await search(ctx.app, 'Maria Delgado 1400 Oak Street', ip), 'a guess past the budget');
    // A range asks two questions, so it needs room for two misses.
    const other = client();
    for (let n = 1431; n < 1431 + BUDGET - 1; n++)
      expect((await search(ctx.app, `Maria Delgado ${n} Oak Street`, other)).statusCode).toBe(200);
    await expectRefused(await search(ctx.app, 'Maria Delgado 1420-1422 Oak Street', other), 'a range with room for one miss');
  });

  it('guesses sent all at once cannot take a client past its budget', async () => {
    const ip = client();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => search(ctx.app, `guess${i}@northwind-health.example`, ip)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(BUDGET);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20 - BUDGET);
  });
});

describe('across instances, through Redis', () => {
  let ctx: TestContext;
  let mariaId: string;
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `bw-test-${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    ctx = await createTestContext({ PUBLIC_LOOKUP_MISSES_PER_HOUR: String(BUDGET), REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
    mariaId = await seed(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('one client’s misses are counted together whichever instance answers', async () => {
    const second = await ctx.openSecondApp();
    const ip = client();
    // A find on one instance costs nothing on either.
    expect((await search(second, EMAIL, ip)).json().results.map((r: { id: string }) => r.id)).toEqual([mariaId]);
    await spendBudget([ctx.app, second], ip);
    for (const app of [ctx.app, second]) {
      await expectRefused(await search(app, EMAIL, ip), 'the right address');
      await expectRefused(await search(app, 'wrong@northwind-health.example', ip), 'a wrong address');
      await expectRefused(await scan(app, { email: EMAIL }, ip), 'a scan');
      expect((await search(app, 'Maria Delgado', ip)).statusCode).toBe(200);
    }
    expect((await search(second, EMAIL, client())).statusCode).toBe(200);
  });
});
