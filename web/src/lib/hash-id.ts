/**
 * The element id a location's #hash names ("#what-is-a-breach" -> "what-is-a-breach"), or ''
 * for none; a malformed escape ("#%E0%A4%A") names nothing rather than throwing in a render.
 */
export function idFromHash(hash: string): string {
  if (hash.length <= 1) return '';
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/** The element a #hash names in this document, or null. */
export function hashTarget(hash: string): HTMLElement | null {
  const id = idFromHash(hash);
  return id ? document.getElementById(id) : null;
}
