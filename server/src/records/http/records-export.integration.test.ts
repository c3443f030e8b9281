import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { seedDemoRecords } from '../demo/index.ts';

// A large admin export while the server keeps serving: the export yields to other work between
// pages (on SQLite every query runs on the main thread), and a shutdown does not wait for it.

const ROWS = 20_000;
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  await seedDemoRecords(ctx.database.db, ctx.database.kind, ctx.app.cipher, ROWS);
}, 120_000);
afterAll(async () => ctx.close());

describe('the admin CSV export', () => {
  it('streams every record without holding the event loop for more than a moment', async () => {
    // A timer that wants to run every millisecond, standing in for other requests (a health
    // probe, a sign-in): it can only run when the export lets go of the event loop. Counted, not
    // timed, so a busy machine does not change the answer.
    let ticks = 0;
    const probe = setInterval(() => ticks++, 1);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/breach-records/export.csv',
      headers: { authorization: `Bearer ${token}` },
    });
    clearInterval(probe);
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFFName,Email,Phone,RiskLevel,DateAdded\r\n')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines.length - 1).toBeGreaterThanOrEqual(ROWS * 0.95);
    // 20 pages of 1,000: other work ran between (nearly) every two of them.
    expect(ticks).toBeGreaterThanOrEqual(ROWS / 1000 / 2);
  }, 60_000);

  it('ends an export in flight when the server shuts down, instead of holding the shutdown', async () => {
    const second = await ctx.openSecondApp();
    await second.listen({ port: 0, host: '127.0.0.1' });
    const { port } = second.server.address() as AddressInfo;
    let received = '';
    let closing: Promise<void> | undefined;
    let closedAfter = Infinity;
    await new Promise<void>((resolve) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: '/api/admin/breach-records/export.csv', headers: { authorization: `Bearer ${token}` } },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.setEncoding('utf8');
          // A client reading steadily: the shutdown starts after the first chunk.
          res.on('data', (chunk: string) => {
            received += chunk;
            if (!closing) {
              const started = performance.now();
              closing = second.close().then(() => void (closedAfter = performance.now() - started));
            }
          });
          res.on('close', resolve);
          res.on('error', resolve);
        },
      );
      req.on('error', () => resolve());
    });
    await closing;
    // The export was cut short rather than run to its end while the server waited.
    expect(received.split('\r\n').length - 2).toBeLessThan(ROWS * 0.9);
    expect(closedAfter).toBeLessThan(3000);
  }, 60_000);
});
