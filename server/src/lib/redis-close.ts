import type { Redis } from 'ioredis';

/**
 * Ends Redis connections at shutdown. The polite part (`before`, an unsubscribe say, then QUIT)
 * runs only while every connection answers, and never for longer than `timeoutMs`; then each is
 * disconnected, so a Redis that accepts connections and never answers can neither hold the
 * shutdown nor leave a socket open.
 */
export async function closeRedis(clients: readonly Redis[], before?: () => Promise<unknown>, timeoutMs = 2000): Promise<void> {
  if (clients.every((client) => client.status === 'ready')) {
    let timer: NodeJS.Timeout | undefined;
    const polite = (async () => {
      await before?.();
      await Promise.all(clients.map((client) => client.quit()));
    })().catch(() => undefined);
    await Promise.race([polite, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
  }
  for (const client of clients) client.disconnect();
}
