import { useCallback, useEffect, useRef, useState } from 'react';
import { scanSuccessSchema, type ScanSuccess } from '@breachwatch/core/scan/scan-result';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import type { ScanRequest } from '@breachwatch/core/schemas/scan';

// POST /api/scan (spec §7): the body is read as text and then parsed as JSON, so a proxy's
// HTML error page becomes "Bad JSON from server" rather than a crash. Spec §8 messages, in order:
// not ok and no error text -> "Scan failed."; not ok with text -> that text; unparsable body ->
// "Bad JSON from server"; anything else (offline, timeout) -> "Network error.".

const SCAN_TIMEOUT_MS = 20_000;

/** What the server answered when it was not ok: kept, as the spec asks (§4). */
export interface ScanFailureResult {
  ok: false;
  error?: string;
}

export type ScanResponse = ScanSuccess | ScanFailureResult;

export interface ScanOutcome {
  result: ScanResponse | null;
  error: string | null;
}

function errorText(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body) {
    const e = (body as { error: unknown }).error;
    if (typeof e === 'string' && e.trim() !== '') return e;
  }
  return undefined;
}

export async function runScan(request: ScanRequest, signal?: AbortSignal): Promise<ScanOutcome> {
  let text: string;
  let status: number;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SCAN_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const res = await fetch('/api/scan', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    status = res.status;
    text = await res.text();
  } catch {
    return { result: null, error: MESSAGES.scan.network };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { result: null, error: MESSAGES.scan.badJson };
  }
  const okFlag = body && typeof body === 'object' && (body as { ok?: unknown }).ok === true;
  if (!okFlag || status >= 400) {
    const error = errorText(body) ?? MESSAGES.scan.failed;
    return { result: { ok: false, error: errorText(body) }, error };
  }
  const parsed = scanSuccessSchema.safeParse(body);
  if (!parsed.success) return { result: { ok: false }, error: MESSAGES.scan.failed };
  return { result: parsed.data, error: null };
}

export interface ExposureScanState {
  loading: boolean;
  result: ScanResponse | null;
  error: string | null;
}

/**
 * Spec §4: at the start the loading flag is set and the previous result and error are
 * cleared; at the end the loading flag is cleared. A newer scan supersedes an older one.
 */
export function useExposureScan(initial: ScanOutcome = { result: null, error: null }) {
  const [state, setState] = useState<ExposureScanState>({ loading: false, ...initial });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  /** Resolves to the outcome shown, or null when a newer scan or leaving the page cut it short. */
  const scan = useCallback(async (request: ScanRequest): Promise<ScanOutcome | null> => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ loading: true, result: null, error: null });
    const outcome = await runScan(request, controller.signal);
    if (current.current !== controller || controller.signal.aborted) return null;
    current.current = null;
    setState({ loading: false, result: outcome.result, error: outcome.error });
    return outcome;
  }, []);

  return { ...state, scan };
}
