import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// "Wrong address? Correct it" on the thanks: the person sends the same message again with the
// address corrected. It corrects the case it sent, rather than opening a second one beside it
// with the wrong address still in it, as long as the team has not acted on that case yet.

let ctx: TestContext;
let token: string;
let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const sent = { name: 'Ada Lovelace', email: 'ada@gmial.com', subject: 'Card stolen', message: 'A card was opened in my name.' };

async function post(payload: Record<string, unknown>, remoteAddress = freshIp()) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { ok: true; message: string; evidenceToken: string };
}
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

interface Thread {
  id: string;
  fromEmail: string;
  fromName: string;
  subject: string;
  status: string;
}
async function inbox(): Promise<Thread[]> {
  return (await admin('GET', '/api/admin/inbox')).json().threads;
}
async function threadOf(email: string) {
  return (await inbox()).filter((t) => t.fromEmail === email);
}

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
});
afterAll(async () => ctx.close());

describe('correcting the address of a message just sent', () => {
  it('corrects the case it sent: one case, with the right address and the message once', async () => {
    const first = await post(sent);
    const again = await post({ ...sent, email: 'ada@gmail.com', correcting: first.evidenceToken });
    expect(again.message).toBe(first.message);

    expect(await threadOf('ada@gmial.com')).toEqual([]);
    const [thread, ...more] = await threadOf('ada@gmail.com');
    expect(more).toEqual([]);
    expect(thread).toMatchObject({ fromName: 'Ada Lovelace', subject: 'Card stolen', status: 'unread' });
    const opened = (await admin('GET', `/api/admin/inbox/${thread!.id}`)).json();
    expect(opened.messages.map((m: { direction: string; body: string }) => [m.direction, m.body])).toEqual([
      ['in', 'A card was opened in my name.'],
    ]);
    // The case's history says what happened, without the address it no longer holds.
    const ledger = JSON.stringify((await admin('GET', `/api/admin/cases/${thread!.id}`)).json());
    expect(ledger).toContain('corrected');
    expect(ledger).not.toContain('gmial');

    // The screenshots of the message still go to the corrected case.
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .png()
      .toBuffer();
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/evidence',
      headers: { 'content-type': 'image/png', 'x-evidence-token': again.evidenceToken },
      payload: png,
    });
    expect(upload.statusCode, upload.body).toBe(200);
  });

  it('opens a new case once the team has answered the first: what was done stays on it', async () => {
    const first = await post({ ...sent, email: 'grace@exmaple.org', name: 'Grace' });
    const [wrong] = await threadOf('grace@exmaple.org');
    expect((await admin('POST', `/api/admin/inbox/${wrong!.id}/reply`, { body: 'We are on it.' })).statusCode).toBe(200);
    await post({ ...sent, email: 'grace@example.org', name: 'Grace', correcting: first.evidenceToken });
    expect(await threadOf('grace@exmaple.org')).toHaveLength(1);
    expect(await threadOf('grace@example.org')).toHaveLength(1);
  });

  it('opens a new case for a token that names no message just sent', async () => {
    await post({ ...sent, email: 'lin@example.org', name: 'Lin', correcting: 'x'.repeat(40) });
    expect(await threadOf('lin@example.org')).toHaveLength(1);
  });

  it('corrects the case again when the corrected address was wrong too', async () => {
    const first = await post({ ...sent, email: 'kim@exmaple.org', name: 'Kim' });
    await post({ ...sent, email: 'kim@example.org', name: 'Kim', correcting: first.evidenceToken });
    await post({ ...sent, email: 'kim@example.com', name: 'Kim', correcting: first.evidenceToken });
    expect(await threadOf('kim@exmaple.org')).toHaveLength(0);
    expect(await threadOf('kim@example.org')).toHaveLength(0);
    expect(await threadOf('kim@example.com')).toHaveLength(1);
  });
});
