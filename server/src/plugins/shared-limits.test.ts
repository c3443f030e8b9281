import { describe, expect, it } from 'vitest';
import { LocalCounters } from './shared-limits.ts';

describe('per-instance counters (the fallback while Redis is away)', () => {
  it('counts hits in a fixed window and starts again after it', () => {
    const counters = new LocalCounters();
    expect(counters.hit('k', 1000, 0)).toEqual({ count: 1, resetMs: 1000 });
    expect(counters.hit('k', 1000, 400)).toEqual({ count: 2, resetMs: 600 });
    expect(counters.peek('k', 500)).toEqual({ count: 2, resetMs: 500 });
    expect(counters.hit('k', 1000, 1000)).toEqual({ count: 1, resetMs: 1000 });
  });

  it('counts distinct members, not repeats', () => {
    const counters = new LocalCounters();
    counters.addDistinct('d', 'a', 1000, 0);
    counters.addDistinct('d', 'a', 1000, 1);
    expect(counters.addDistinct('d', 'b', 1000, 2).count).toBe(2);
  });

  it('keeps a bounded number of keys, dropping the oldest', () => {
    const counters = new LocalCounters(2);
    counters.hit('a', 1000, 0);
    counters.hit('b', 1000, 0);
    counters.hit('c', 1000, 0);
    expect(counters.peek('a', 1).count).toBe(0);
    expect(counters.peek('c', 1).count).toBe(1);
  });

  it('forgets a reset key', () => {
    const counters = new LocalCounters();
    counters.hit('x', 1000, 0);
    counters.reset('x');
    expect(counters.peek('x', 1).count).toBe(0);
  });
});
