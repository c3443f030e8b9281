import { afterEach, describe, expect, it } from 'vitest';
import { takeFragmentToken } from './fragment-token';

describe('takeFragmentToken', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('returns the token and leaves the address bar without it', () => {
    window.history.replaceState(null, '', '/verify#abc_DEF-123');
    expect(takeFragmentToken()).toBe('abc_DEF-123');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/verify');
  });

  it('returns an empty string for a link without a token', () => {
    window.history.replaceState(null, '', '/case');
    expect(takeFragmentToken()).toBe('');
  });
});
