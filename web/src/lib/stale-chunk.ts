// A tab left open across a deploy still runs the old build, whose lazily loaded chunks are gone
// from the server (404). Instead of an error screen with developer text, the page reloads
// once to pick up the new build (ADR 0101). sessionStorage guards against a reload loop: when
// the reload did not help, the error screen shows a plain message instead. A failed preload
// of a chunk's dependency (Vite's vite:preloadError) rejects the same import, so it takes the
// same way.

import { tabStorage } from './tab-storage';

export const STALE_CHUNK_KEY = 'bw:stale-chunk-reload';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|dynamically imported module/i;

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/** Reloads the page unless this tab already reloaded for a missing chunk; true when it did. */
export function reloadOnceForStaleChunk(): boolean {
  const store = tabStorage();
  if (!store || store.getItem(STALE_CHUNK_KEY)) return false;
  store.setItem(STALE_CHUNK_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

/** A page loaded: a later deploy may use its one reload again. */
export function clearStaleChunkGuard(): void {
  tabStorage()?.removeItem(STALE_CHUNK_KEY);
}

/** True when this tab has not yet reloaded for a missing chunk (a read, no side effect). */
export function canReloadForStaleChunk(): boolean {
  const store = tabStorage();
  return Boolean(store) && !store!.getItem(STALE_CHUNK_KEY);
}

/**
 * Wraps a route's lazy import so that a page that loads clears the guard. A failed import
 * rejects as usual: the router then shows the route's error screen at the new address, which
 * reloads the page there (features/errors/components/route-error-screen.tsx).
 */
export function recoverStaleChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const loaded = await load();
    clearStaleChunkGuard();
    return loaded;
  };
}
