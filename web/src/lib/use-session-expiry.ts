import { useEffect, useRef } from 'react';

// A visitor's verified session (the owner's self-view) ends at a time the server states, or
// earlier when it is closed in another tab. Pages that show what the session unlocks must stop
// showing it then, on a shared computer most of all. Two hooks for the two ways a page learns
// it: the clock, and the tab coming back into view (where it can ask the server).

/** setTimeout's longest delay (about 24.8 days); a later time is waited for in steps. */
const MAX_DELAY = 2 ** 31 - 1;

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Calls `onTime` once when the ISO time `at` has passed (at once if it already has, or cannot
 * be read); nothing while `at` is undefined. A new `at` re-arms it.
 */
export function useAtTime(at: string | undefined, onTime: () => void): void {
  const callback = useLatest(onTime);
  useEffect(() => {
    if (at === undefined) return;
    const end = Date.parse(at);
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const left = Number.isNaN(end) ? 0 : end - Date.now();
      timer = setTimeout(() => (left > MAX_DELAY ? arm() : callback.current()), Math.max(0, Math.min(left, MAX_DELAY)));
    };
    arm();
    return () => clearTimeout(timer);
  }, [at, callback]);
}

/**
 * Calls `onReturn` when this tab is shown again or its window regains focus: the moment to
 * check what may have changed meanwhile (a timer in a hidden tab can run late, and another tab
 * can have ended the session). Both events often come together; the caller dedupes.
 */
export function useOnTabReturn(onReturn: () => void, enabled = true): void {
  const callback = useLatest(onReturn);
  useEffect(() => {
    if (!enabled) return;
    const onVisibility = () => {
      if (document.visibilityState === 'visible') callback.current();
    };
    const onFocus = () => callback.current();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
    };
  }, [enabled, callback]);
}
