import type { ScanRequest } from '@breachwatch/core/schemas/scan';
import type { ScanResponse } from '../api/run-scan';

/**
 * The last exposure scan of this page session: what was typed and what came back. Following
 * a result's Exposure Report and coming Back remounts the scan tab; without this it would come
 * back empty. Kept in memory only, never in the URL or in storage: an email address and its
 * breaches are personal data, and a reload or a closed tab forgets them.
 */
export interface LastScan {
  email: string;
  domain: string;
  /** The request the result belongs to (the domain's catalogue needs it). */
  scanned: ScanRequest | null;
  result: ScanResponse | null;
  error: string | null;
  /** Where the page was scrolled when the tab went away: Back returns there. */
  scrollY: number;
}

const EMPTY: LastScan = { email: '', domain: '', scanned: null, result: null, error: null, scrollY: 0 };
let last: LastScan = EMPTY;

export function readLastScan(): LastScan {
  return last;
}

export function rememberScan(change: Partial<LastScan>): void {
  // Only in the browser: on the server, where pages are rendered for every visitor, a module's
  // memory is shared by all of them.
  if (typeof window === 'undefined') return;
  last = { ...last, ...change };
}

/** For tests: a fresh page session. */
export function forgetLastScan(): void {
  last = EMPTY;
}
