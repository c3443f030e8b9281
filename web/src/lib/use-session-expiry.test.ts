import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useAtTime, useOnTabReturn } from './use-session-expiry';

afterEach(() => vi.useRealTimers());

describe('useAtTime', () => {
  it('calls back once the time has passed, at once for a past or unreadable time, and never after unmount', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T10:00:00.000Z') });
    const onTime = vi.fn();
    const { rerender, unmount } = renderHook(({ at }) => useAtTime(at, onTime), {
      initialProps: { at: '2026-11-29T10:30:00.000Z' as string | undefined },
    });
    vi.advanceTimersByTime(30 * 60_000 - 1);
    expect(onTime).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTime).toHaveBeenCalledTimes(1);

    rerender({ at: 'not a time' });
    vi.advanceTimersByTime(0);
    expect(onTime).toHaveBeenCalledTimes(2);

    rerender({ at: '2026-11-29T11:00:00.000Z' });
    unmount();
    vi.advanceTimersByTime(60 * 60_000);
    expect(onTime).toHaveBeenCalledTimes(2);
  });

  it('waits for a time further off than setTimeout can in one step', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T10:00:00.000Z') });
    const onTime = vi.fn();
    renderHook(() => useAtTime('2027-01-29T10:00:00.000Z', onTime));
    vi.advanceTimersByTime(2 ** 31);
    expect(onTime).not.toHaveBeenCalled();
    vi.advanceTimersByTime(62 * 24 * 3_600_000);
    expect(onTime).toHaveBeenCalledTimes(1);
  });
});

describe('useOnTabReturn', () => {
  it('calls back when the tab is shown again or the window regains focus, only while enabled', () => {
    const onReturn = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useOnTabReturn(onReturn, enabled), { initialProps: { enabled: true } });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    expect(onReturn).toHaveBeenCalledTimes(2);
    rerender({ enabled: false });
    window.dispatchEvent(new Event('focus'));
    expect(onReturn).toHaveBeenCalledTimes(2);
  });
});
