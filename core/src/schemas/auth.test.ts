import { describe, it, expect } from 'vitest';
import { isAdminRole, loginRequestSchema, loginSchema } from './auth.ts';

describe('loginSchema (spec §5)', () => {
  it('trims the email and sends the password as entered', () => {
    expect(loginSchema.parse({ email: ' admin@example.com ', password: '  secret  ' })).toEqual({
      email: 'admin@example.com',
      password: '  secret  ',
    });
    expect(loginRequestSchema).toBe(loginSchema);
  });
  it('requires both', () => {
    const r = loginSchema.safeParse({ email: ' ', password: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Please enter your email.', 'Please enter your password.']);
  });
  it('caps lengths', () => {
    expect(loginSchema.safeParse({ email: `${'a'.repeat(250)}@x.com`, password: 'x' }).error?.issues[0]?.message).toBe(
      'That email is too long.',
    );
    expect(loginSchema.safeParse({ email: 'a@x.com', password: 'x'.repeat(1025) }).error?.issues[0]?.message).toBe(
      'That password is too long.',
    );
  });
});

describe('isAdminRole (spec §6: case-insensitive)', () => {
  it('accepts admin in any case only', () => {
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('ADMIN')).toBe(true);
    expect(isAdminRole(' Admin ')).toBe(true);
    expect(isAdminRole('administrator')).toBe(false);
    expect(isAdminRole('user')).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });
});
