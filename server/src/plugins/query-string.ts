import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

// Fastify's query-string parser keeps a value whose percent-encoding does not decode (a cut-off
// "%E0%A4%A", an encoded lone surrogate "%ED%A0%80") as its literal text, so "?q=%ED%A0%80" was
// searched for "ED", "A0" and "80". Such a query is refused here with a 400 before any route
// runs, as the unstorable-text guard refuses a NUL: the raw query either decodes as a whole or
// it does not, whatever the parser then makes of it.

export const MALFORMED_QUERY_MESSAGE = 'The address of this request is not valid: a "%" in it does not encode a character.';

/** Whether the query string of a raw request URL percent-decodes (one without "%" always does). */
export function queryDecodes(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1 || url.indexOf('%', start) === -1) return true;
  try {
    decodeURIComponent(url.slice(start + 1));
    return true;
  } catch {
    return false;
  }
}

/**
 * One global check, so no route can forget it. Pages (the not-found handler) are left alone:
 * the server does not read their query, the browser's own parser does.
 */
export function registerMalformedQueryGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.is404 && !queryDecodes(request.url)) throw new HttpError(400, MALFORMED_QUERY_MESSAGE);
  });
}
