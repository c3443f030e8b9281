import { useSyncExternalStore } from 'react';

/** Spec §9: the top bar turns translucent once the page is scrolled more than 20 px. */
export const SCROLL_THRESHOLD_PX = 20;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True while `window.scrollY` is greater than `threshold`; re-renders only when that flips. */
export function useScrolled(threshold = SCROLL_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
