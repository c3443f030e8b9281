import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { authenticate, isAdminRole } from '../auth/auth.service.ts';
import { isWellFormedToken } from '../auth/bearer-token.ts';
import type { ThreadSummary } from '../inbox/inbox.repository.ts';

/** Every connected admin joins this room; events for the console go to it. */
export const ADMIN_ROOM = 'admins';
export const SOCKET_PATH = '/socket.io';
/** How often open sockets re-check their session, so a sign-out or expiry also ends the live feed. */
export const SESSION_RECHECK_MS = 60_000;

export interface ServerToClientEvents {
  /** A contact message arrived: a new thread, or a new message on an open one. */
  'contact:new': (thread: ThreadSummary) => void;
  /** A thread changed in the console (read, closed, replied to). */
  'inbox:updated': (thread: ThreadSummary) => void;
}

export interface Realtime {
  notifyAdmins<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
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

type AdminSocket = Socket<Record<string, never>, ServerToClientEvents, Record<string, never>, { token: string }>;

async function isAdminToken(app: FastifyInstance, token: unknown): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  const user = await authenticate(app.db, token).catch(() => undefined);
  return !!user && isAdminRole(user.role);
}

async function realtimePlugin(app: FastifyInstance, options: RealtimeOptions): Promise<void> {
  // Same HTTP server and port as the API. No CORS: only our own origin may poll, and the
  // bearer token in the handshake (never a cookie) means another site cannot ride a session.
  const io = new Server<Record<string, never>, ServerToClientEvents, Record<string, never>, { token: string }>(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Admins only listen; nothing they send needs more than a handshake.
    maxHttpBufferSize: 16 * 1024,
    connectTimeout: 10_000,
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
    // The adapter publishes without awaiting: with Redis down, each publish would become an
    // unhandled rejection and take the process down. A lost live event is not worth that.
    const publish = pub.publish.bind(pub) as (...args: unknown[]) => Promise<number>;
    (pub as unknown as { publish: (...args: unknown[]) => Promise<number> }).publish = (...args) =>
      publish(...args).catch((err: Error) => {
        onError(err);
        return 0;
      });
    io.adapter(createAdapter(pub, sub, { key: options.channelPrefix ?? 'bw-realtime' }));
    redis = { pub, sub };
  }

  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    isAdminToken(app, token)
      .then((ok) => {
        if (!ok) return next(new Error('unauthorized'));
        socket.data.token = token as string;
        next();
      })
      .catch(() => next(new Error('unauthorized')));
  });
  io.on('connection', (socket: AdminSocket) => void socket.join(ADMIN_ROOM));

  const recheck = setInterval(() => {
    for (const socket of io.of('/').sockets.values()) {
      void isAdminToken(app, socket.data.token).then((ok) => {
        if (!ok) socket.disconnect(true);
      });
    }
  }, options.sessionRecheckMs ?? SESSION_RECHECK_MS);
  recheck.unref();

  app.decorate('realtime', {
    notifyAdmins(event, ...args) {
      io.to(ADMIN_ROOM).emit(event, ...args);
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
    const { pub, sub } = redis;
    // A polite unsubscribe and QUIT only while Redis answers, and never for long: a shutdown
    // must not hang on a dead connection.
    if (pub.status === 'ready' && sub.status === 'ready') {
      const polite = (async () => {
        for (const nsp of io._nsps.values()) await Promise.resolve(nsp.adapter.close());
        await Promise.all([pub.quit(), sub.quit()]);
      })().catch(() => undefined);
      await Promise.race([polite, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    }
    pub.disconnect();
    sub.disconnect();
  });
}

export const realtime = fp(realtimePlugin, { name: 'realtime', fastify: '5.x' });
