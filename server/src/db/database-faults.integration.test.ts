import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabaseKind, type TestContext } from '../../test/test-context.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-errors.ts';

// Faults of the database underneath a running server: the process keeps running, the
// requests caught in the fault get a 503 with a message for a person (never a 500 or a
// dropped connection), and the server serves again as soon as the database does.

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
});
afterAll(async () => ctx.close());

const stats = () => ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { authorization: `Bearer ${token}` } });

if (testDatabaseKind === 'postgres') {
  describe('PostgreSQL connections dropped under load', () => {
    async function terminateAppBackends(): Promise<number> {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const res = await admin.query<{ pid: number }>(
          'select pg_terminate_backend(pid) as done, pid from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
          [ctx.database.applicationName],
        );
        return res.rowCount ?? 0;
      } finally {
        await admin.end();
      }
    }

    it('keeps the process alive, answers 503 for caught requests, and replaces the connections', async () => {
      // Warm the pool so there are backends to kill, busy and idle.
      expect((await stats()).statusCode).toBe(200);
      const statuses: number[] = [];
      const bodies: string[] = [];
      for (let round = 0; round < 3; round++) {
        const inFlight = Array.from({ length: 12 }, () => stats());
        // A query that holds a connection for a while, so one is checked out when it dies.
        const slow = ctx.app.inject({ method: 'GET', url: '/api/admin/health', headers: { authorization: `Bearer ${token}` } });
        await new Promise((r) => setTimeout(r, 5));
        expect(await terminateAppBackends()).toBeGreaterThan(0);
        for (const res of await Promise.all([...inFlight, slow])) {
          statuses.push(res.statusCode);
          if (res.statusCode !== 200) bodies.push(res.body);
        }
      }
      // Nothing crashed, nothing was a 500: every request either finished or was told to retry.
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      for (const body of bodies) expect(JSON.parse(body)).toMatchObject({ ok: false, error: DATABASE_UNAVAILABLE_MESSAGE });
      // Idle pooled connections that were killed are replaced: the next requests all succeed.
      await new Promise((r) => setTimeout(r, 50));
      const after = await Promise.all(Array.from({ length: 12 }, () => stats()));
      expect(after.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    });
  });
} else {
  describe('SQLite database locked by another process', () => {
    it('answers a write that cannot get the lock with 503 and serves again once it is released', async () => {
      const sqlite = ctx.database.sqlite!;
      // Wait briefly for the lock instead of the production 5 s, to keep the test quick.
      sqlite.pragma('busy_timeout = 50');
      const Database = (await import('better-sqlite3')).default;
      const other = new Database(sqlite.name);
      other.exec('begin exclusive');
      try {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: '10.9.0.1',
          payload: { name: 'Locked Out', email: 'locked@example.org', message: 'hello' },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ ok: false, error: DATABASE_UNAVAILABLE_MESSAGE });
        expect(res.headers['retry-after']).toBeDefined();
      } finally {
        other.exec('rollback');
        other.close();
      }
      expect((await stats()).statusCode).toBe(200);
    });
  });
}
