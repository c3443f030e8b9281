import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

// Fastify's own client errors, reworded for a person; never the raw internals.
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type. Send JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body length is wrong.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_VALIDATION: [400, 'The request is not valid.'],
};

/** The one error handler: every failure leaves as {ok: false, error} with a message for a person. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key: string = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body');
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message ?? 'The request is not valid.';
      return reply.status(400).send({ ok: false, error: first, fields });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ok: false, error: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.status(400).send({ ok: false, error: 'The request body is not valid JSON.' });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ ok: false, error: known[1] });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ ok: false, error: error.statusCode === 429 ? error.message : 'The request could not be processed.' });
    }
    if (isResponseSerializationError(error))
      request.log.error({ err: error, method: error.method, url: error.url }, 'response did not match its schema');
    else request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ ok: false, error: INTERNAL_ERROR_MESSAGE, requestId: request.id });
  });
}
