// The admin session can end without this tab doing anything: signed out in another tab (the
// server closes this tab's live socket), revoked from the command line, or expired. Whoever
// notices (the API client on a 401 from an admin route, the live socket refused when it
// reconnects) reports it here, and the console's session listens and drops everything it shows.
// In lib because the notices come from lib and the listener is a feature.

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` whenever the admin session is found to have ended; returns the unsubscribe. */
export function onAdminSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function reportAdminSessionEnded(): void {
  for (const listener of [...listeners]) listener();
}

/** Admin routes answer 401 only when the session is gone (a wrong code or password is a 400). */
export function isAdminPath(path: string): boolean {
  return path.startsWith('/api/admin/') || path === '/api/admin';
}
