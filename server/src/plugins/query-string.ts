import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

// The query string as every route reads it. Fastify's default parser keeps a value whose
// percent-encoding does not decode (a cut-off "%E0%A4%A", an encoded lone surrogate
// "%ED%A0%80") as its literal text, so "?q=%ED%A0%80" was searched for "ED", "A0" and "80".
// Here such a query is refused with a 400 before any route runs, as the unstorable-text guard
// refuses a NUL: a parser cannot answer a request itself (it runs inside the router), so it
// marks the query and the guard below refuses it.

export const MALFORMED_QUERY_MESSAGE = 'The address of this request is not valid: a "%" in it does not encode a character.';

/** Parsed queries that had a part that does not decode. */
const malformed = new WeakSet<object>();

/** Percent-decoding as a browser encodes a form: "+" is a space; throws URIError when malformed. */
const decode = (part: string) => decodeURIComponent(part.includes('+') ? part.replace(/\+/g, ' ') : part);

/**
 * Fastify's `querystringParser`: the same shape as its default (a name given twice becomes a
 * list; a null-prototype object), with a strict decoding.
 */
export function parseQueryString(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    let name: string;
    let value: string;
    try {
      name = decode(equals === -1 ? pair : pair.slice(0, equals));
      value = equals === -1 ? '' : decode(pair.slice(equals + 1));
    } catch {
      malformed.add(result);
      continue;
    }
    const previous = result[name];
    if (previous === undefined) result[name] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else result[name] = [previous, value];
  }
  return result;
}

/**
 * One global check, so no route can forget it. Pages (the not-found handler) are left alone:
 * the server does not read their query, the browser's own parser does.
 */
export function registerMalformedQueryGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.is404 && malformed.has(request.query as object)) throw new HttpError(400, MALFORMED_QUERY_MESSAGE);
  });
}
