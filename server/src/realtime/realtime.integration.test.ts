import { randomBytes } from 'node:crypto';
import { type AddressInfo, createServer, type Server, type Socket as NetSocket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, resetPassword } from '../auth/auth.service.ts';
import type { ThreadSummary } from '../inbox/inbox.repository.ts';
import { MAX_SOCKETS_PER_SESSION, TOO_MANY_SOCKETS } from './realtime.plugin.ts';
import { disconnectUserEverywhere } from './remote-disconnect.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const sockets: Socket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Resolves on connect, rejects with the server's refusal. */
function open(baseUrl: string, token: string | undefined, extraHeaders?: Record<string, string>): Promise<Socket> {
  const socket = connect(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: token ? { token } : {},
    ...(extraHeaders ? { extraHeaders } : {}),
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

function postContact(app: FastifyInstance, email: string, remoteAddress = '10.2.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    payload: { name: 'Live Person', email, subject: 'Urgent', message: 'Please call me back.' },
  });
}

describe('live inbox events on one instance', () => {
  let ctx: TestContext;
  let baseUrl: string;
  beforeAll(async () => {
    ctx = await createTestContext({}, { realtime: { sessionRecheckMs: 200 } });
    baseUrl = await listen(ctx.app);
  });
  afterAll(async () => ctx.close());

  it('refuses sockets without a token, with a bad token and for non-admins', async () => {
    await expect(open(baseUrl, undefined)).rejects.toThrow('unauthorized');
    await expect(open(baseUrl, 'a'.repeat(43))).rejects.toThrow('unauthorized');
    await expect(open(baseUrl, await ctx.signIn('user'))).rejects.toThrow('unauthorized');
  });

  it('pushes contact:new with the thread summary to a signed-in admin', async () => {
    const socket = await open(baseUrl, await ctx.signIn());
    const received = nextEvent<ThreadSummary>(socket, 'contact:new');
    expect((await postContact(ctx.app, 'live@example.org')).statusCode).toBe(200);
    const thread = await received;
    expect(thread).toMatchObject({
      fromName: 'Live Person',
      fromEmail: 'live@example.org',
      subject: 'Urgent',
      status: 'unread',
      preview: 'Please call me back.',
    });
    expect(typeof thread.id).toBe('string');
  });

  it('tells no other instance without Redis, so the in-memory adapter prints no warning per event', async () => {
    const warn = vi.spyOn(console, 'warn');
    try {
      const socket = await open(baseUrl, await ctx.signIn());
      const received = nextEvent<ThreadSummary>(socket, 'contact:new');
      expect((await postContact(ctx.app, 'quiet@example.org', '10.2.0.3')).statusCode).toBe(200);
      expect((await received).fromEmail).toBe('quiet@example.org');
      expect(warn.mock.calls.flat().join(' ')).not.toMatch(/serverSideEmit/);
    } finally {
      warn.mockRestore();
    }
  });

  it('sends nothing for a honeypot submission', async () => {
    const socket = await open(baseUrl, await ctx.signIn());
    const events: unknown[] = [];
    socket.on('contact:new', (e) => events.push(e));
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.2.0.2',
      payload: { name: 'Bot', email: 'bot@example.org', message: 'spam', website: 'http://spam.example' },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(events).toEqual([]);
  });

  it('holds at most MAX_SOCKETS_PER_SESSION sockets open for one session, and lets another session in', async () => {
    const token = await ctx.signIn();
    await Promise.all(Array.from({ length: MAX_SOCKETS_PER_SESSION }, () => open(baseUrl, token)));
    await expect(open(baseUrl, token)).rejects.toThrow(TOO_MANY_SOCKETS);
    expect((await open(baseUrl, await ctx.signIn())).connected).toBe(true);
    // One closed makes room for the next.
    sockets[0]!.disconnect();
    await vi.waitFor(async () => expect((await open(baseUrl, token)).connected).toBe(true));
  });

  it('ends the live feed of a session that signed out', async () => {
    const token = await ctx.signIn();
    const socket = await open(baseUrl, token);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(await disconnected).toBe('io server disconnect');
    await expect(open(baseUrl, token)).rejects.toThrow('unauthorized');
  });
});

describe('the live feed ends with the session, at once', () => {
  let ctx: TestContext;
  let baseUrl: string;
  // The production re-check interval: nothing here may wait for it.
  beforeAll(async () => {
    ctx = await createTestContext();
    baseUrl = await listen(ctx.app);
  });
  afterAll(async () => ctx.close());

  async function consoleSession(): Promise<{ cookie: string; csrfToken: string }> {
    const email = `console-${randomBytes(3).toString('hex')}@example.test`;
    await createUser(ctx.database.db, email, 'correct horse battery staple', 'admin');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'correct horse battery staple' },
      remoteAddress: '10.8.0.1',
    });
    return { cookie: String(res.headers['set-cookie']).split(';')[0]!, csrfToken: res.json().csrfToken };
  }

  it('connects with the console cookie, and refuses a handshake from another origin', async () => {
    const { cookie } = await consoleSession();
    await expect(open(baseUrl, undefined, { cookie })).resolves.toBeDefined();
    await expect(open(baseUrl, undefined, { cookie, origin: 'https://evil.example' })).rejects.toThrow();
  });

  it('sign-out disconnects the socket within a second, not at the next re-check', async () => {
    const { cookie, csrfToken } = await consoleSession();
    const socket = await open(baseUrl, undefined, { cookie });
    const started = Date.now();
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'x-csrf-token': csrfToken } });
    expect(await disconnected).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a session ended elsewhere (a command-line password reset) receives no event, and is disconnected', async () => {
    const token = await ctx.signIn();
    const socket = await open(baseUrl, token);
    const events: unknown[] = [];
    socket.on('contact:new', (e) => events.push(e));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    // What resetPassword does from another process: every session of the user revoked in the database.
    await ctx.database.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).execute();
    expect((await postContact(ctx.app, 'after-reset@example.org', '10.8.0.9')).statusCode).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    expect(events).toEqual([]);
  });
});

describe('live inbox events across instances (Redis adapter)', () => {
  let ctx: TestContext;
  let second: FastifyInstance;
  let firstUrl: string;
  let secondUrl: string;
  const channelPrefix = `bw-test-${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    // Both instances share one database and one Redis; the channel is unique to this run.
    ctx = await createTestContext({ REDIS_URL }, { realtime: { channelPrefix } });
    second = await ctx.openSecondApp();
    firstUrl = await listen(ctx.app);
    secondUrl = await listen(second);
    await Promise.all([ctx.app.realtime.ready(), second.realtime.ready()]);
  });
  afterAll(async () => ctx.close());

  it('sign-out on one instance disconnects the session’s socket on the other at once', async () => {
    const token = await ctx.signIn();
    const socket = await open(secondUrl, token);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(await disconnected).toBe('io server disconnect');
  });

  it('a password reset from the command line disconnects the user’s sockets on every instance', async () => {
    const email = `reset-${randomBytes(3).toString('hex')}@example.test`;
    await createUser(ctx.database.db, email, 'correct horse battery staple', 'admin');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'correct horse battery staple', session: 'bearer' },
      remoteAddress: '10.8.1.1',
    });
    const token = res.json().token as string;
    const sockets = [await open(secondUrl, token), await open(firstUrl, token)];
    const disconnected = sockets.map((s) => new Promise<string>((resolve) => s.once('disconnect', resolve)));
    const userId = await resetPassword(ctx.database.db, ctx.app.cipher, email, 'a brand new long password');
    await disconnectUserEverywhere(REDIS_URL, userId!, channelPrefix);
    expect(await Promise.all(disconnected)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('delivers contact:new posted to the first instance to an admin on the second', async () => {
    const socket = await open(secondUrl, await ctx.signIn());
    const received = nextEvent<ThreadSummary>(socket, 'contact:new');
    const email = `multi-${randomBytes(4).toString('hex')}@example.org`;
    // A random client address keeps Redis-shared rate-limit counters of earlier runs out of the way.
    const ip = `10.3.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    expect((await postContact(ctx.app, email, ip)).statusCode).toBe(200);
    const thread = await received;
    expect(thread.fromEmail).toBe(email);
    // The second instance reads the same database: the thread it announces is there.
    const token = await ctx.signIn();
    const res = await second.inject({ method: 'GET', url: `/api/admin/inbox/${thread.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0].body).toBe('Please call me back.');
  });
});

describe('live inbox events with Redis unreachable', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Port 1 refuses connections: Redis is "down" for this whole instance.
    ctx = await createTestContext(
      { REDIS_URL: 'redis://127.0.0.1:1' },
      { realtime: { channelPrefix: `bw-test-${randomBytes(6).toString('hex')}` } },
    );
  });
  afterAll(async () => ctx.close());

  it('still stores the message and answers the person', async () => {
    const res = await postContact(ctx.app, 'no-redis@example.org', '10.4.0.1');
    expect(res.statusCode).toBe(200);
    // Give the failed publish time to be retried and rejected: the process must survive it.
    await new Promise((r) => setTimeout(r, 1500));
    const token = await ctx.signIn();
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/inbox', headers: { authorization: `Bearer ${token}` } });
    expect(list.json().threads.map((t: { fromEmail: string }) => t.fromEmail)).toEqual(['no-redis@example.org']);
  });
});

describe('live inbox events with a Redis that accepts connections and never answers', () => {
  // A hung Redis (or a proxy in front of a dead one): the socket connects, the ready check never
  // returns, so the adapter's subscriptions wait in the offline queue. Closing the app then
  // fails them; each failure must be handled, or the process reports an unhandled rejection.
  let silent: Server;
  const peers = new Set<NetSocket>();
  beforeAll(async () => {
    silent = createServer((peer) => {
      peers.add(peer);
      // Read and ignore what the client sends, so its hang-up is seen.
      peer.resume();
      peer.on('close', () => peers.delete(peer));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const peer of peers) peer.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('closes without an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { port } = silent.address() as AddressInfo;
      const ctx = await createTestContext(
        { REDIS_URL: `redis://127.0.0.1:${port}` },
        { realtime: { channelPrefix: `bw-test-${randomBytes(6).toString('hex')}` } },
      );
      expect(peers.size).toBeGreaterThan(0);
      await ctx.close();
      // Rejections are reported after the microtask queue drains: give them a turn.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled.map(String)).toEqual([]);
      expect(peers.size).toBe(0);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
