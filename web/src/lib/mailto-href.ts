/**
 * A mailto: link that writes to exactly this address. An address's local part may hold "?",
 * "&", "%" and "#" (RFC 5322 allows them, and our forms accept them), and in a mailto: URL
 * those start header fields and escapes: a sender writing as
 * "x?bcc=someone%40elsewhere.example&y@example.com" would otherwise make the console's link
 * copy a reply to an address the admin never sees. RFC 6068 asks for them percent-encoded.
 */
export function mailtoHref(address: string): string {
  return `mailto:${address.replace(/[%?&#]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
