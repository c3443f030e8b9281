import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseErrorCode,
  isDatabaseUnavailable,
} from '../db/database-errors.ts';
import { HttpError } from '../lib/http-error.ts';
import { securityEvent } from '../lib/security-log.ts';
import { UNSTORABLE_TEXT_MESSAGE } from './unstorable-text.ts';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
/** Seconds a rate-limited client is told to wait when the limiter gave no figure. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

// Fastify's own client errors, reworded for a person; never the raw internals, never the URL.
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type. Send JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body length is wrong.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_VALIDATION: [400, 'The request is not valid.'],
  FST_ERR_BAD_URL: [400, 'The address of this request is not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address of this request is too long.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'The request could not be routed.'],
};

// PostgreSQL refusing text: a second line of defence behind the edge check (unstorable-text.ts).
const PG_UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function retryAfter(reply: FastifyReply, seconds: number): void {
  if (!reply.hasHeader('retry-after')) reply.header('Retry-After', String(Math.max(1, Math.ceil(seconds))));
}

function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  if (status === 429) retryAfter(reply, DEFAULT_RETRY_AFTER_SECONDS);
  return reply.status(status).send({ ok: false, ...body });
}

/** What a field's value must be, for zod's "expected" types a request can carry. */
const EXPECTED_VALUES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/**
 * A validation issue as a sentence naming the field. The schemas word what a person can get
 * wrong; a field left out or of the wrong type reaches only an API client, where zod's own
 * "Invalid input: expected string, received undefined" said neither which field nor what to do.
 */
function issueMessage(issue: { keyword: string; message?: string; params?: Record<string, unknown> }, field: string): string {
  const message = issue.message ?? 'Invalid value';
  const name = field === 'body' ? 'The request body' : field === 'querystring' ? 'The query' : `"${field}"`;
  const params = issue.params ?? {};
  // Only zod's own wording is replaced ("Invalid input: ...", "Too small: ...", "Invalid
  // option: ..."); a schema's message is kept as written.
  if (issue.keyword === 'invalid_type' && message.startsWith('Invalid input:')) {
    if (message.endsWith('received undefined')) return `${name} is required.`;
    const value = EXPECTED_VALUES[String(params.expected)];
    if (value) return `${name} must be ${value}.`;
  }
  const unit = { string: 'character', array: 'item' }[String(params.origin)];
  const sized = (count: number) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  // zod checks an int against the safe-integer range with origin "int" rather than "number".
  const numeric = params.origin === 'number' || params.origin === 'int';
  if (issue.keyword === 'too_small' && message.startsWith('Too small:')) {
    const minimum = Number(params.minimum);
    if (unit === 'character' && minimum === 1) return `${name} must not be empty.`;
    if (unit) return `${name} must have at least ${sized(minimum)}.`;
    if (numeric) return `${name} must be at least ${minimum}.`;
  }
  if (issue.keyword === 'too_big' && message.startsWith('Too big:')) {
    const maximum = Number(params.maximum);
    if (unit) return `${name} must have at most ${sized(maximum)}.`;
    if (numeric) return `${name} must be at most ${maximum}.`;
  }
  if (issue.keyword === 'invalid_value' && /^Invalid (option|input):/.test(message) && Array.isArray(params.values)) {
    return `${name} must be one of: ${params.values.map((v) => JSON.stringify(v)).join(', ')}.`;
  }
  return message;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    let first: string | undefined;
    for (const issue of error.validation) {
      const key: string = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body');
      const message = issueMessage(issue, key);
      fields[key] ??= message;
      first ??= message;
    }
    return send(reply, 400, { error: first ?? 'The request is not valid.', fields });
  }
  if (error instanceof HttpError) {
    if (error.retryAfterSeconds !== undefined) retryAfter(reply, error.retryAfterSeconds);
    if (error.statusCode === 429) securityEvent(request, 'rate-limited', { status: 429 });
    return send(reply, error.statusCode, { error: error.message, ...(error.fields ? { fields: error.fields } : {}) });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ code: databaseErrorCode(error) }, 'database unavailable; answered 503');
    retryAfter(reply, DATABASE_RETRY_AFTER_SECONDS);
    return send(reply, 503, { error: DATABASE_UNAVAILABLE_MESSAGE });
  }
  if (PG_UNSTORABLE_TEXT.has(String(error.code))) return send(reply, 400, { error: UNSTORABLE_TEXT_MESSAGE });
  if (error instanceof SyntaxError && error.statusCode === 400) return send(reply, 400, { error: 'The request body is not valid JSON.' });
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return send(reply, known[0], { error: known[1] });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    if (error.statusCode === 429) securityEvent(request, 'rate-limited', { status: 429 });
    return send(reply, error.statusCode, { error: error.statusCode === 429 ? error.message : 'The request could not be processed.' });
  }
  if (isResponseSerializationError(error)) request.log.error({ err: error, method: error.method }, 'response did not match its schema');
  else request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { error: INTERNAL_ERROR_MESSAGE, requestId: request.id });
}

/** The one error handler: every failure leaves as {ok: false, error} with a message for a person. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

/**
 * Errors Fastify raises before routing (a bad percent-encoding, a too-long parameter); passed
 * to Fastify as `frameworkErrors`, so they too leave in our shape and without the URL.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // A page address that does not decode is a browser's: it gets the web app's page (web-app.ts).
  if (error.code === 'FST_ERR_BAD_URL' && request.server.sendBadAddressPage?.(request, reply)) return;
  void handleError(error, request, reply);
}

const CLIENT_ERROR_STATUS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive. Please try again.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  ERR_HTTP_HEADERS_TIMEOUT: [408, 'The request took too long to arrive. Please try again.'],
};

/**
 * Malformed HTTP that never becomes a request (bad header syntax, a body that stalls past the
 * request deadline): answered on the socket in the same {ok:false, error} shape, then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || error.code === 'ECONNRESET' || inFlight?.headersSent) {
    socket.destroy(error);
    return;
  }
  const [status, message] = (error.code && CLIENT_ERROR_STATUS[error.code]) ?? [400, 'The request is malformed.'];
  const body = JSON.stringify({ ok: false, error: message });
  const reason = status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
