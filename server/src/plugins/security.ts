import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { clientKeyOf, SITE_SHARE, siteKeyOf } from '../lib/client-key.ts';
import { HttpError } from '../lib/http-error.ts';
import { STRICT_CSP } from './content-security-policy.ts';
import { rateLimitStore, sharedLimits } from './shared-limits.ts';

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // Set below per response: the strict policy everywhere; index.html for /admin and
    // /donate gets its page's own (content-security-policy.ts).
    contentSecurityPolicy: false,
    // The PayPal popup needs its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Content-Security-Policy', STRICT_CSP);
  });

  // Limits are opt-in per route (config.rateLimit). With Redis, every instance shares the
  // counters; while Redis is away each instance counts on its own (shared-limits.ts).
  await app.register(sharedLimits);
  const errorResponseBuilder = (_request: unknown, context: { after: string; ttl: number }) =>
    new HttpError(429, `Too many requests. Please wait ${context.after} and try again.`, undefined, context.ttl / 1000);
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(app.sharedLimits),
    // The client as a keyed hash of its network, never its address (ADR 0269): the counters sit
    // in a Redis others may read. (The plugin's default keys by the address itself.)
    keyGenerator: (request) => clientKeyOf(app.cipher, request.ip),
    errorResponseBuilder,
  });
  // A second limiter on the same routes: an IPv6 client's /48 too, at SITE_SHARE times each
  // route's max (ADR 0285). A /48 holds 65,536 /64s at no cost, each a client to the one above.
  // It runs after the client's own, so a request that limit refused adds nothing here: one /64
  // alone cannot use up its neighbours' share. The route's own max, window and message apply;
  // the store tells its count in clients' requests. An IPv4 client's address is its site.
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(app.sharedLimits, { namespace: 'rl:site:', share: SITE_SHARE }),
    keyGenerator: (request) => siteKeyOf(app.cipher, request.ip) ?? '',
    allowList: (_request, key) => key === '',
    // The client's limit already says how many it has left; the site's is said when it refuses.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder,
  });
}
