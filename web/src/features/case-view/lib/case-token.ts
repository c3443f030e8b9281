import { takeFragmentToken } from '../../../lib/fragment-token';
import { tabStorage } from '../../../lib/tab-storage';

// The case link's token leaves the address bar at once (lib/fragment-token.ts: no history,
// bookmark, screenshot or Referer holds it). It is kept for this tab only, in sessionStorage, so
// a reload still shows the case: the browser drops it when the tab closes, no other tab or
// window reads it, and it is never written to localStorage, where it would outlive the visit.
// With storage blocked (a privacy setting), the case shows until the next reload.
const KEY = 'bw-case-token';

/** The token of a newly opened case link (kept for this tab), or the one this tab kept; '' for none. */
export function readCaseToken(): string {
  const fresh = takeFragmentToken();
  const storage = tabStorage();
  try {
    if (fresh) {
      storage?.setItem(KEY, fresh);
      return fresh;
    }
    return storage?.getItem(KEY) ?? '';
  } catch {
    return fresh;
  }
}

/** Forgets the kept token: the server said the link is not valid (expired, replaced or wrong). */
export function forgetCaseToken(): void {
  try {
    tabStorage()?.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
