import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { DEFAULT_CHANNEL_PREFIX, userRoom } from './realtime.plugin.ts';

/**
 * From a process that serves no sockets (the admin command line): ends the live feed of every
 * session of a user on every running instance, through the same Redis channel the instances
 * use. Best effort and quick: a Redis that does not answer within two seconds is skipped (the
 * instances' own session re-check then ends the feed).
 */
export async function disconnectUserEverywhere(redisUrl: string, userId: string, channelPrefix = DEFAULT_CHANNEL_PREFIX): Promise<void> {
  const options = { connectTimeout: 2000, commandTimeout: 2000, maxRetriesPerRequest: 0, lazyConnect: true } as const;
  const pub = new Redis(redisUrl, options);
  const sub = new Redis(redisUrl, options);
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  const io = new Server();
  try {
    await Promise.race([Promise.all([pub.connect(), sub.connect()]), new Promise((_r, reject) => setTimeout(reject, 2000).unref())]);
    io.adapter(createAdapter(pub, sub, { key: channelPrefix }));
    io.in(userRoom(userId)).disconnectSockets(true);
    // The request is a PUBLISH: once a PING on the same connection returns, it has been sent.
    await pub.ping();
  } catch {
    /* Redis away: nothing to tell */
  } finally {
    // No HTTP server is attached, so there is no engine to close: only the adapter's clients.
    await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
    pub.disconnect();
    sub.disconnect();
  }
}
