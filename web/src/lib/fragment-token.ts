/**
 * Reads the one-time token of a mailed link (`/path#token`) and takes it out of the address
 * bar at once. A fragment never reaches the server's logs or another site's Referer; removing
 * it also keeps it out of the history, bookmarks and screenshots. '' when the link has none.
 */
export function takeFragmentToken(): string {
  const token = window.location.hash.replace(/^#/, '');
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}
