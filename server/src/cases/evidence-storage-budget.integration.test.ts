// The screenshots strangers may store in a day are bounded (ADR 0283): each contact message may
// carry a few files, and at the flood guard's limits that was gigabytes an hour, enough to fill
// the disk the whole site runs on. Past the budget an upload is refused with a message that
// says the person's message reached us; files older than a day no longer count.
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { EVIDENCE_MESSAGES } from '@breachwatch/core/schemas/inbox';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let ip = 0;
const logLines: string[] = [];

async function send(email: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.8.0.${++ip}`,
    payload: { name: 'Kim Files', email, subject: 'Incident report', message: 'Screenshots attached.' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().evidenceToken as string;
}
const upload = (token: string, body: Buffer) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contact/evidence',
    remoteAddress: `10.8.1.${++ip}`,
    headers: { 'x-evidence-token': token, 'content-type': 'image/png' },
    payload: body,
  });
/** A PNG of noise, about 300 KB however it is re-encoded: noise does not compress. */
const noise = () =>
  sharp(randomBytes(320 * 320 * 3), { raw: { width: 320, height: 320, channels: 3 } })
    .png()
    .toBuffer();

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  ctx = await createTestContext({ EVIDENCE_MB_PER_DAY: '1', LOG_LEVEL: 'info' }, { logStream });
});
afterAll(async () => ctx.close());

describe('the evidence storage budget', () => {
  it('refuses screenshots past the day’s budget, says the message arrived, and takes them again a day later', async () => {
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof upload>> | undefined;
    for (let i = 0; i < 3 && !refused; i++) {
      const token = await send(`kim${i}@example.org`);
      for (let file = 0; file < 3; file++) {
        const res = await upload(token, await noise());
        statuses.push(res.statusCode);
        if (res.statusCode !== 200) {
          refused = res;
          break;
        }
      }
    }
    // About 300 KB a file: three fit in 1 MB, the fourth does not.
    expect(statuses).toEqual([200, 200, 200, 503]);
    expect(refused!.json().error).toBe(EVIDENCE_MESSAGES.storageFull);
    expect(refused!.headers['retry-after']).toBe('3600');
    const stored = await ctx.database.db
      .selectFrom('case_evidence')
      .select((eb) => eb.fn.sum<number>('size').as('bytes'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.bytes)).toBeLessThanOrEqual(1024 * 1024);
    // The admins hear of it, without anything of the person.
    const warning = logLines.find((l) => l.includes('evidence-storage-full'));
    expect(warning).toBeDefined();
    expect(warning).not.toContain('kim');

    // Once the day has passed, those files no longer count.
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000).toISOString();
    await ctx.database.db.updateTable('case_evidence').set({ created_at: dayAgo }).execute();
    const res = await upload(await send('kim.later@example.org'), await noise());
    expect(res.statusCode, res.body).toBe(200);
  });
});
