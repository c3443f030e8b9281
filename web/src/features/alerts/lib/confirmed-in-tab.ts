import { tabStorage } from '../../../lib/tab-storage';

// /alerts/confirm#token removes the token from the address bar as soon as it is read, so a
// reload of the page has none and would say the link failed, although the alerts were turned
// on a moment before. This tab remembers the server's answer (never the token, never the
// address) so a reload shows it again. sessionStorage: gone when the tab closes.

const KEY = 'bw.alerts.confirmed';

export function rememberConfirmed(message: string): void {
  try {
    tabStorage()?.setItem(KEY, message);
  } catch {
    // Storage full or blocked: a reload then says the link was used, as before.
  }
}

/** The answer of a confirmation made earlier in this tab, or null. */
export function confirmedInTab(): string | null {
  try {
    return tabStorage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}
