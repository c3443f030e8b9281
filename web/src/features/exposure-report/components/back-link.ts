/**
 * Where "Back to search" goes: the search the visitor came from when a result card said so
 * (router state, never the URL, so it cannot be used to send people off-site), else /breach-check.
 */
export function backTarget(state: unknown): string {
  const backTo = (state as { backTo?: unknown } | null)?.backTo;
  if (typeof backTo === 'string' && /^\/breach-check(?:[?#]|$)/.test(backTo)) return backTo;
  return '/breach-check';
}
