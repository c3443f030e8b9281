// Leak-source links are shown to visitors as text they cannot click by accident: many point at
// paste sites or dumps that host the stolen data itself.

const SCHEME_RE = /^([a-z][a-z0-9+.-]*):\/\//i;

/** http -> hxxp, https -> hxxps, and every dot of the host becomes "[.]". Idempotent. */
export function defangUrl(url: string | null | undefined): string {
  if (!url) return '';
  const value = url.trim();
  let scheme = '';
  let rest = value;
  const m = SCHEME_RE.exec(value);
  if (m) {
    const s = m[1]!.toLowerCase();
    scheme = (s === 'http' ? 'hxxp' : s === 'https' ? 'hxxps' : m[1]!) + '://';
    rest = value.slice(m[0].length);
  }
  // Only the authority (host, port, user info) is defanged; the path stays readable.
  let end = rest.length;
  for (const ch of ['/', '?', '#']) {
    const i = rest.indexOf(ch);
    if (i !== -1 && i < end) end = i;
  }
  const host = rest
    .slice(0, end)
    .replace(/\[\.\]/g, '.')
    .replaceAll('.', '[.]');
  return scheme + host + rest.slice(end);
}
