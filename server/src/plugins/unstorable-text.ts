import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

// PostgreSQL cannot store a NUL character in text ("invalid byte sequence for encoding UTF8:
// 0x00") nor an unpaired UTF-16 surrogate (JSON allows "\ud800"; UTF-8 does not); SQLite stores
// them but they then behave differently there than everywhere else. Rather than a 500 on one
// database and a silently odd row on the other, every request is checked once, here, before
// any route runs: the path parameters, the query string and the parsed body.

export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains a character that cannot be stored (a NUL byte or a broken character). Remove it and try again.';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path (a.b.2.c) of the first string in `value` that cannot be stored, or undefined. */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || 'value' : undefined;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  // Streams and buffers (file uploads) are not text fields; their readers handle bytes.
  if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return keyPath;
    const found = findUnstorableText(item, keyPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function check(request: FastifyRequest): void {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const field = findUnstorableText(value);
    if (field) {
      request.log.warn({ security: 'unstorable-text', part }, 'request refused: text that cannot be stored');
      throw new HttpError(400, UNSTORABLE_TEXT_MESSAGE, { [field]: UNSTORABLE_TEXT_MESSAGE });
    }
  }
}

/** One global check, so no route can forget it. Register before the routes. */
export function registerUnstorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => check(request));
}
