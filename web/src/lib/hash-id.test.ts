import { afterEach, describe, expect, it } from 'vitest';
import { hashTarget, idFromHash } from './hash-id';

describe('idFromHash', () => {
  afterEach(() => document.body.replaceChildren());

  it('reads the id a hash names, decoded, and nothing from an empty or malformed one', () => {
    expect(idFromHash('#what-is-a-breach')).toBe('what-is-a-breach');
    expect(idFromHash('#caf%C3%A9')).toBe('café');
    expect(idFromHash('')).toBe('');
    expect(idFromHash('#')).toBe('');
    expect(idFromHash('#%E0%A4%A')).toBe('');
  });

  it('finds the element, or null', () => {
    const section = document.createElement('section');
    section.id = 'refunds';
    document.body.append(section);
    expect(hashTarget('#refunds')).toBe(section);
    expect(hashTarget('#nothing')).toBeNull();
    expect(hashTarget('#%E0%A4%A')).toBeNull();
  });
});
