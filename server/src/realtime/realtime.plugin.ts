import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { closeRedis } from '../lib/redis-close.ts';
import { Server, type Socket } from 'socket.io';
import { activeAdminSessionIds } from '../auth/auth.repository.ts';
import { authenticate, isAdminRole, type AuthenticatedUser } from '../auth/auth.service.ts';
import { isWellFormedToken } from '../auth/bearer-token.ts';
import { isSameOrigin, sessionTokenFromCookieHeader } from '../auth/session-cookie.ts';
import { nowIso } from '../lib/time.ts';
import type { ThreadSummary } from '../inbox/inbox.repository.ts';

/** Every connected admin joins this room; events for the console go to it. */
export const ADMIN_ROOM = 'admins';
export const SOCKET_PATH = '/socket.io';
/**
 * How often open sockets re-check their session, in one query per instance. Sign-out ends a
 * session's sockets at once; this catches what happened elsewhere (a password reset from the
 * command line without Redis, an expiry). Every event is gated on a fresh check as well.
 */
export const SESSION_RECHECK_MS = 15_000;
/**
 * Sockets one session may hold open on one instance. The console opens one per tab; without a
 * ceiling one stolen or scripted session could open thousands, each re-checked and sent every
 * event. A handshake past it is refused with TOO_MANY_SOCKETS.
 */
export const MAX_SOCKETS_PER_SESSION = 20;
export const TOO_MANY_SOCKETS = 'too many connections';
/** Instances tell each other about admin events through the adapter under this name. */
const ADMIN_EVENT = 'bw:admin-event';

export interface ServerToClientEvents {
  /** A contact message arrived: a new thread, or a new message on an open one. */
  'contact:new': (thread: ThreadSummary) => void;
  /** A thread changed in the console (read, closed, replied to). */
  'inbox:updated': (thread: ThreadSummary) => void;
  /**
   * The retention rule removed evidence or content from these cases (one batch, at most 100):
   * an open console drops what it still shows of them (ADR 0275).
   */
  'cases:retention': (threads: ThreadSummary[]) => void;
}

export interface Realtime {
  notifyAdmins<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Ends the live feed of one session at once, on every instance. */
  disconnectSession(sessionId: string): void;
  /** Ends the live feed of every session of one user (password reset), on every instance. */
  disconnectUser(userId: string): void;
  /** Resolves once this instance receives events published by other instances (Redis). */
  ready(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  /** Redis channel prefix; instances of one deployment must share it. */
  channelPrefix?: string;
  /** Default SESSION_RECHECK_MS. */
  sessionRecheckMs?: number;
}

interface SocketData {
  sessionId: string;
  userId: string;
}
type AdminSocket = Socket<Record<string, never>, ServerToClientEvents, Record<string, never>, SocketData>;

async function adminFor(app: FastifyInstance, token: unknown): Promise<AuthenticatedUser | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const user = await authenticate(app.db, token).catch(() => undefined);
  return user && isAdminRole(user.role) ? user : undefined;
}

const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const userRoom = (userId: string) => `user:${userId}`;
export const DEFAULT_CHANNEL_PREFIX = 'bw-realtime';

/** Makes `client`'s `methods` report a failure to `onError` and resolve, instead of rejecting. */
function handleRejections(
  client: Redis,
  methods: readonly ('publish' | 'subscribe' | 'psubscribe')[],
  onError: (err: Error) => void,
): void {
  const target = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of methods) {
    const original = target[method]!.bind(client);
    target[method] = (...args) =>
      original(...args).catch((err: Error) => {
        onError(err);
        return 0;
      });
  }
}

async function realtimePlugin(app: FastifyInstance, options: RealtimeOptions): Promise<void> {
  // Same HTTP server and port as the API. No CORS, and a handshake that names another origin
  // is refused: the console's session cookie is SameSite=Strict, and this makes sure no other
  // site's page can open a socket riding it. API clients send a bearer token in the handshake.
  const io = new Server<Record<string, never>, ServerToClientEvents, Record<string, never>, SocketData>(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Admins only listen; nothing they send needs more than a handshake.
    maxHttpBufferSize: 16 * 1024,
    connectTimeout: 10_000,
    allowRequest: (req, callback) => callback(null, isSameOrigin(req.headers.origin, req.headers.host)),
  });

  let redis: { pub: Redis; sub: Redis } | undefined;
  if (app.config.redisUrl) {
    const pub = new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 2 });
    // The subscriber waits out an outage (its subscriptions are re-issued on reconnect) instead
    // of failing them, which would surface as unhandled rejections inside the adapter.
    const sub = new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: null });
    let warned = false;
    const onError = (err: Error) => {
      if (warned) return;
      warned = true;
      app.log.warn({ code: (err as { code?: string }).code }, 'realtime: Redis unavailable, live events stay on this instance');
    };
    pub.on('error', onError);
    sub.on('error', onError);
    // The adapter publishes and subscribes without awaiting: with Redis down, each publish would
    // become an unhandled rejection and take the process down, and so would the subscriptions
    // still queued when the app closes before a hung Redis ever became ready. A lost live event
    // is not worth that; the subscriber re-subscribes by itself when Redis returns.
    handleRejections(pub, ['publish'], onError);
    handleRejections(sub, ['subscribe', 'psubscribe'], onError);
    io.adapter(createAdapter(pub, sub, { key: options.channelPrefix ?? DEFAULT_CHANNEL_PREFIX }));
    redis = { pub, sub };
  }

  io.use((socket, next) => {
    const bearer: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    const token = bearer || sessionTokenFromCookieHeader(socket.handshake.headers.cookie, (h) => app.parseCookie(h));
    adminFor(app, token)
      .then((user) => {
        if (!user) return next(new Error('unauthorized'));
        const open = io.of('/').adapter.rooms.get(sessionRoom(user.sessionId))?.size ?? 0;
        if (open >= MAX_SOCKETS_PER_SESSION) return next(new Error(TOO_MANY_SOCKETS));
        socket.data.sessionId = user.sessionId;
        socket.data.userId = user.id;
        next();
      })
      .catch(() => next(new Error('unauthorized')));
  });
  io.on('connection', (socket: AdminSocket) => {
    void socket.join([ADMIN_ROOM, sessionRoom(socket.data.sessionId), userRoom(socket.data.userId)]);
  });

  /** Disconnects this instance's sockets whose session ended; returns the ones still good. */
  async function liveSockets(): Promise<AdminSocket[]> {
    const sockets = [...io.of('/').sockets.values()];
    if (sockets.length === 0) return [];
    const active = await activeAdminSessionIds(app.db, [...new Set(sockets.map((s) => s.data.sessionId))], nowIso());
    return sockets.filter((socket) => {
      if (active.has(socket.data.sessionId)) return true;
      socket.disconnect(true);
      return false;
    });
  }

  // Every event is delivered only to sockets whose session is active at that moment, checked
  // by each instance for its own sockets, so a session ended anywhere receives nothing more.
  async function deliverLocally(event: keyof ServerToClientEvents, args: unknown[]): Promise<void> {
    for (const socket of await liveSockets()) (socket.emit as (e: string, ...a: unknown[]) => void)(event, ...args);
  }
  const deliver = (event: keyof ServerToClientEvents, args: unknown[]) =>
    deliverLocally(event, args).catch((error: unknown) => app.log.warn({ err: error }, 'realtime: could not deliver an admin event'));
  io.on(ADMIN_EVENT as never, ((event: keyof ServerToClientEvents, args: unknown[]) => void deliver(event, args)) as never);

  const recheck = setInterval(() => {
    liveSockets().catch(() => undefined);
  }, options.sessionRecheckMs ?? SESSION_RECHECK_MS);
  recheck.unref();

  app.decorate('realtime', {
    notifyAdmins(event, ...args) {
      void deliver(event, args);
      // Only the Redis adapter reaches other instances. The in-memory one has none to tell,
      // and prints "does not support the serverSideEmit() functionality" on every call.
      if (redis) io.serverSideEmit(ADMIN_EVENT as never, event as never, args as never);
    },
    disconnectSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    async ready() {
      // Commands on one connection run in order: once this PING returns, the adapter's
      // subscriptions issued before it are active.
      if (redis) await redis.sub.ping();
    },
  } satisfies Realtime);

  // Live sockets would hold the HTTP server open; end them before Fastify closes it.
  app.addHook('preClose', async () => {
    clearInterval(recheck);
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    if (!redis) return;
    // Unsubscribe and QUIT while Redis answers, never for long: a shutdown must not hang on a
    // dead connection.
    await closeRedis([redis.pub, redis.sub], async () => {
      for (const nsp of io._nsps.values()) await Promise.resolve(nsp.adapter.close());
    });
  });
}

export const realtime = fp(realtimePlugin, { name: 'realtime', fastify: '5.x' });
