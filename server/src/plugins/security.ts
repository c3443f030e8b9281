import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '../lib/http-error.ts';

const PAYPAL_HOSTS = ['https://www.paypal.com', 'https://www.sandbox.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

export async function registerSecurity(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // The PayPal JS SDK renders the donation buttons; nothing else is loaded from elsewhere.
        scriptSrc: ["'self'", ...PAYPAL_HOSTS],
        frameSrc: ["'self'", ...PAYPAL_HOSTS],
        connectSrc: ["'self'", ...PAYPAL_HOSTS],
        imgSrc: ["'self'", 'data:', ...PAYPAL_HOSTS],
        // Charts and the PayPal SDK set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    // The PayPal popup needs its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  // Limits are opt-in per route (config.rateLimit). With Redis, every instance shares the counters.
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  if (redis) {
    // Counting falls back to allowing requests while Redis is down (skipOnError); say so once
    // per outage instead of letting ioredis print an unhandled-error line per retry.
    let down = false;
    redis.on('error', (error) => {
      if (!down) app.log.warn({ err: error }, 'rate-limit store (Redis) unreachable; limits are not enforced until it returns');
      down = true;
    });
    redis.on('ready', () => (down = false));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'bw-rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => new HttpError(429, `Too many requests. Please wait ${context.after} and try again.`),
  });
}
