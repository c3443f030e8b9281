import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema, emptyToUndefined, errorBodyFromZod, fieldErrors } from './common.ts';

const schema = z
  .object({ a: z.string().min(1, 'A needed'), b: z.object({ c: z.number({ error: 'C must be a number' }) }) })
  .refine(() => false, { message: 'Form-level problem' });

describe('zod error bridge', () => {
  it('keeps the first message per field path', () => {
    const r = schema.safeParse({ a: '', b: { c: 'x' } });
    expect(fieldErrors(r.error!)).toEqual({ a: 'A needed', 'b.c': 'C must be a number' });
  });
  it('builds the {ok:false, error, fields} body', () => {
    const body = errorBodyFromZod(schema.safeParse({ a: '', b: { c: 1 } }).error!);
    expect(body).toEqual({ ok: false, error: 'A needed', fields: { a: 'A needed' } });
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    const formOnly = errorBodyFromZod(schema.safeParse({ a: 'x', b: { c: 1 } }).error!);
    expect(formOnly).toEqual({ ok: false, error: 'Form-level problem' });
  });
  it('emptyToUndefined trims and blanks to undefined', () => {
    expect(emptyToUndefined('  ')).toBeUndefined();
    expect(emptyToUndefined(null)).toBeUndefined();
    expect(emptyToUndefined(' x ')).toBe('x');
    expect(emptyToUndefined(3)).toBe(3);
  });
});
