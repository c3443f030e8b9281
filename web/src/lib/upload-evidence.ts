import { ApiError, errorMessageFrom } from './api-client';

/** POST /api/contact/evidence: one file's bytes; the server judges it by its content, not its name. */
export async function uploadEvidence(token: string, file: File): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), 60_000);
  try {
    const res = await fetch('/api/contact/evidence', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream', 'X-Evidence-Token': token },
      body: file,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (!res.ok) {
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        body = undefined;
      }
      throw new ApiError(errorMessageFrom(body) ?? `Upload failed (${res.status})`, res.status, body);
    }
  } finally {
    clearTimeout(timer);
  }
}
