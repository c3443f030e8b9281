import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { newQueryClient } from './query-layout';

function retries(count: number, error: unknown): boolean {
  const retry = newQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('expected a retry policy');
  return retry(count, error as Error);
}

describe("the public pages' retry policy", () => {
  it('tries a dropped connection or a server fault again, at most twice', () => {
    expect(retries(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retries(1, new ApiError('Request failed (502)', 502))).toBe(true);
    expect(retries(2, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('does not try a client error again', () => {
    expect(retries(0, new ApiError('Too many searches', 429))).toBe(false);
  });

  it('does not try a request that already waited its whole timeout again', () => {
    // A search that timed out after 15 s, tried twice more, kept "Searching…" on screen with
    // the button off for about 48 s before the visitor was told anything.
    expect(retries(0, new DOMException('Timed out', 'TimeoutError'))).toBe(false);
  });
});
