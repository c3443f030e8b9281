import { describe, it, expect } from 'vitest';
import { MESSAGES } from './messages.ts';
import { scanRequestSchema } from './scan.ts';

const check = (v: unknown) => {
  const r = scanRequestSchema.safeParse(v);
  return r.success ? { data: r.data } : { errors: r.error.issues.map((i) => [i.path.join('.'), i.message]) };
};

describe('scanRequestSchema (spec §5)', () => {
  it('needs an email or a domain; blank values count as absent', () => {
    expect(check({})).toEqual({ errors: [['', 'Enter an email or a domain.']] });
    expect(check({ email: '   ', domain: '' })).toEqual({ errors: [['', 'Enter an email or a domain.']] });
    expect(check({ email: null })).toEqual({ errors: [['', 'Enter an email or a domain.']] });
  });
  it('trims and accepts either or both', () => {
    expect(check({ email: ' a@example.com ' })).toEqual({ data: { email: 'a@example.com' } });
    expect(check({ domain: ' example.com ', email: '' })).toEqual({ data: { domain: 'example.com' } });
    expect(check({ email: 'a@example.com', domain: 'example.com' })).toEqual({
      data: { email: 'a@example.com', domain: 'example.com' },
    });
  });
  it('reports "Invalid email format."', () => {
    for (const email of ['a@b', 'a b@example.com', 'a@example.c', 'nope']) {
      expect(check({ email })).toEqual({ errors: [['email', 'Invalid email format.']] });
    }
  });
  it('refuses the domain of a free-mail provider, pointing to the email field (ADR 0297)', () => {
    for (const domain of ['gmail.com', 'Yahoo.co.uk', 'outlook.com', 'mail.ru']) {
      expect(check({ domain })).toEqual({ errors: [['domain', MESSAGES.scan.freeMailDomain(domain)]] });
    }
    // An address there is scanned as usual, and so is a company's own domain.
    expect(check({ email: 'jane.doe@gmail.com' })).toEqual({ data: { email: 'jane.doe@gmail.com' } });
    expect(check({ domain: 'mail.acme.com' })).toEqual({ data: { domain: 'mail.acme.com' } });
  });
  it('reports "Invalid domain (e.g., example.com)."', () => {
    for (const domain of ['example', '-bad.com', 'bad-.com', 'a.c', 'exa mple.com', `${'a'.repeat(64)}.com`]) {
      expect(check({ domain })).toEqual({ errors: [['domain', 'Invalid domain (e.g., example.com).']] });
    }
  });
});
