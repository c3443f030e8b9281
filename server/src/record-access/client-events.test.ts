import { describe, expect, it } from 'vitest';
import { linkRequestsRefusal } from './client-events.ts';

describe('the answer to a refused link request', () => {
  it('says how long to wait in words that fit the number', () => {
    const refused = (retryAfterMs: number, refusedFor: 'client' | 'site') =>
      linkRequestsRefusal({ allowed: false, count: 5, retryAfterMs, refusedFor });
    expect(refused(20_000, 'client')).toBe('You have asked for several links in a short time. Please wait about 1 minute, then try again.');
    expect(refused(125_000, 'site')).toBe(
      'Many links have been asked for from your network in a short time. Please wait about 3 minutes, then try again.',
    );
  });
});
