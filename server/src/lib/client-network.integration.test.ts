import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { CONTACT_MESSAGES_PER_ADDRESS_DEFAULT as CONTACT_PER_ADDRESS_LIMIT } from '../config.ts';

// The contact form's per-address limit as someone meets it who can choose how their address is
// spelled (a proxy, or a dual-stack listener, that writes IPv4 clients inside IPv6 addresses).

const contact = (i: number) => ({ name: 'Visitor', email: `visitor${i}-${randomBytes(3).toString('hex')}@example.org`, message: 'hello' });

describe('one client however its address is spelled (TRUST_PROXY=1)', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestContext({ TRUST_PROXY: '1' })));
  afterAll(async () => ctx.close());

  const post = (forwardedFor: string, i: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: contact(i),
    });

  it('spends one budget across the spellings of one IPv4 address', async () => {
    const spellings = ['198.51.100.30', '::ffff:c633:641e', '0:0:0:0:0:ffff:198.51.100.30', '::FFFF:C633:641E', '[::ffff:c633:641e]:80'];
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_PER_ADDRESS_LIMIT + 2; i++) statuses.push((await post(spellings[i % spellings.length]!, i)).statusCode);
    expect(statuses.slice(0, CONTACT_PER_ADDRESS_LIMIT)).toEqual(Array(CONTACT_PER_ADDRESS_LIMIT).fill(200));
    expect(statuses.slice(CONTACT_PER_ADDRESS_LIMIT)).toEqual([429, 429]);
  });

  it('gives two IPv4 clients written in hex a budget each', async () => {
    for (let i = 0; i < CONTACT_PER_ADDRESS_LIMIT; i++) expect((await post('::ffff:c633:6428', i)).statusCode).toBe(200);
    expect((await post('::ffff:c633:6428', 99)).statusCode).toBe(429);
    expect((await post('::ffff:c633:6429', 100)).statusCode).toBe(200);
  });

  it('spends one budget across a /64 written with a dotted tail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_PER_ADDRESS_LIMIT + 2; i++)
      statuses.push((await post(`2001:db8:7:8:${i + 1}:0:198.51.100.${i}`, i)).statusCode);
    expect(statuses.slice(0, CONTACT_PER_ADDRESS_LIMIT)).toEqual(Array(CONTACT_PER_ADDRESS_LIMIT).fill(200));
    expect(statuses.slice(CONTACT_PER_ADDRESS_LIMIT)).toEqual([429, 429]);
  });
});
