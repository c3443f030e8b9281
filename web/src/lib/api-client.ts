// One place that talks to the API: JSON in and out, and one error type carrying the server's
// message for a person. The console's session is an HttpOnly cookie the browser sends by
// itself and no script can read (ADR 0082); requests that change something carry the CSRF
// proof the server gave at sign-in, kept in memory only.

import { isAdminPath, reportAdminSessionEnded } from './session-events';

/** Where an older console kept its token; removed on load so no token lingers in storage. */
const LEGACY_TOKEN_STORAGE_KEY = 'adminToken';
export const CSRF_HEADER = 'X-CSRF-Token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class ApiError extends Error {
  /** The server's own error text (`{error}` in the body), when it sent a non-blank one. */
  readonly serverMessage: string | undefined;
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
    this.serverMessage = errorMessageFrom(body);
  }
}

/** What to tell the person: the server's own text for a failed call, or `fallback` (a network failure, a bug). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

let csrfToken: string | null = null;

/** The proof sent with changes; set from the sign-in and /api/me answers, cleared at sign-out. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function getCsrfToken(): string | null {
  return csrfToken;
}

try {
  localStorage.removeItem(LEGACY_TOKEN_STORAGE_KEY);
} catch {
  /* no storage (private mode, tests): nothing to clean */
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A JSON body already serialised (e.g. by a worker), sent as it is instead of `body`. */
  jsonBody?: BodyInit;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

/** The `error` text of an API error body, unless missing or blank. */
export function errorMessageFrom(body: unknown): string | undefined {
  const error = body && typeof body === 'object' && 'error' in body ? (body as { error: unknown }).error : undefined;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}

/**
 * A 401 from an admin route means the session ended (signed out in another tab, revoked): every
 * caller, whether or not it goes through the console's query cache, ends the console then.
 */
export function noteUnauthorized(path: string, status: number): void {
  if (status === 401 && isAdminPath(path)) reportAdminSessionEnded();
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', body, timeoutMs } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined || options.jsonBody !== undefined) headers['Content-Type'] = 'application/json';
  if (csrfToken && UNSAFE_METHODS.has(method)) headers[CSRF_HEADER] = csrfToken;

  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const timer = timeoutMs ? setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), timeoutMs) : undefined;
  try {
    const res = await fetch(path, {
      method,
      headers,
      body: options.jsonBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const text = await res.text();
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new ApiError('Bad JSON from server', res.status);
      }
    }
    if (!res.ok) {
      noteUnauthorized(path, res.status);
      throw new ApiError(errorMessageFrom(parsed) ?? `Request failed (${res.status})`, res.status, parsed);
    }
    return { data: parsed as T, headers: res.headers, status: res.status };
  } finally {
    if (timer) clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

export async function apiGet<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

export async function apiPost<T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return (await apiRequest<T>(path, { ...options, method: 'POST', body })).data;
}
