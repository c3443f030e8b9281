import { TOP_BAR_SCROLL_THRESHOLD } from '@breachwatch/core/schemas/constants';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True while `window.scrollY` is greater than `threshold`; re-renders only when that flips. */
export function useScrolled(threshold = TOP_BAR_SCROLL_THRESHOLD): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
