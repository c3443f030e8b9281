// A web address pasted into the scan's domain field (ADR 0241). Visitors copy their company's
// site from the browser's address bar ("https://www.northwind-health.example/about"); the
// domain rule (spec §5) refuses it, and "Invalid domain" does not say what to type instead. The
// form puts the address's domain in the field, says so under it, and scans that: nothing is
// changed out of sight, and what is scanned is what the field shows.

/**
 * scheme://, user@, host, :port, then /path, ?query or #fragment. The user part ends at the
 * first "/", "?", "#" or backslash, as the browser reads it: an "@" after one of them is in the path,
 * query or fragment, and the domain is the one before it, not one hidden after the "@".
 */
const WEB_ADDRESS = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(?:[^\s@/?#\\]+@)?([^\s/:?#@\\]+)(:\d{1,5})?([/?#]\S*)?$/i;

/**
 * The domain of a pasted web address ("https://www.example.com/about" -> "example.com"), or
 * undefined when the value is not a web address (a bare domain, an email, anything else: the
 * field's own rule judges those). A leading "www." is the site, not the organisation's mail
 * domain, and is left out when a domain of two labels or more remains.
 */
export function domainFromWebAddress(value: string): string | undefined {
  const match = WEB_ADDRESS.exec(value.trim());
  if (!match) return undefined;
  const [, scheme, rawHost, port, rest] = match;
  const host = rawHost!.replace(/\.$/, '');
  const www = /^www\d*\./i.test(host) && host.split('.').length > 2;
  // Only an address that is plainly a web address: a bare "example.com" stays as typed.
  if (scheme === undefined && port === undefined && rest === undefined && !www) return undefined;
  if (scheme !== undefined && !/^https?$/i.test(scheme)) return undefined;
  return www ? host.slice(host.indexOf('.') + 1) : host;
}

/** Said under the domain field when the form took the domain of a pasted web address. */
export const pastedDomainNote = (domain: string) => `That was a web address, so we scan its domain: ${domain}.`;
