// The error body every API route returns, and the bridge from zod errors to it, so forms can
// show server-side field messages next to the same fields as client-side ones.

import { z } from 'zod';

export interface ApiErrorBody {
  ok: false;
  error: string;
  /** field path ("source.url") -> first message for that field */
  fields?: Record<string, string>;
}

export const apiErrorBodySchema = z.object({
  ok: z.literal(false),
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** First message per field; form-level issues (empty path) are left to `error`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key !== '' && !Object.hasOwn(fields, key)) fields[key] = issue.message;
  }
  return fields;
}

/** The body for a 400: the first message as `error`, per-field messages as `fields`. */
export function errorBodyFromZod(error: z.ZodError): ApiErrorBody {
  const body: ApiErrorBody = { ok: false, error: error.issues[0]?.message ?? 'Invalid request.' };
  const fields = fieldErrors(error);
  if (Object.keys(fields).length > 0) body.fields = fields;
  return body;
}

/**
 * Trims strings and turns empty ones (and null) into undefined, so optional form fields that
 * were left blank are simply absent.
 */
export function emptyToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string') {
    const t = value.trim();
    return t === '' ? undefined : t;
  }
  return value;
}
