// The Content-Security-Policy of each kind of response, in one place. Every response gets the
// strict policy; the HTML document of two pages gets its own (set where index.html is served):
// - the console (/admin…) may connect to any https origin, because the URL import fetches the
//   pasted link from the admin's browser (ADR 0005), and loads nothing from payment providers:
//   the page holding the most sensitive data trusts no third-party script;
// - /donate may load PayPal's JS SDK, its frames and images, and nothing else extra.
// A client-side navigation keeps the policy of the document it started on; the donate page
// reloads itself when it needs PayPal and the document was served for another page.

const PAYPAL_HOSTS = ['https://www.paypal.com', 'https://www.sandbox.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

type Directives = Record<string, string[]>;

const STRICT: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'script-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'img-src': ["'self'", 'data:'],
  // Charts (and PayPal's SDK on /donate) set inline style attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
};

const CONSOLE: Directives = { ...STRICT, 'connect-src': ["'self'", 'https:'] };

const DONATE: Directives = {
  ...STRICT,
  'script-src': ["'self'", ...PAYPAL_HOSTS],
  'frame-src': ["'self'", ...PAYPAL_HOSTS],
  'connect-src': ["'self'", ...PAYPAL_HOSTS],
  'img-src': ["'self'", 'data:', ...PAYPAL_HOSTS],
};

const serialise = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

export const STRICT_CSP = serialise(STRICT);
export const CONSOLE_CSP = serialise(CONSOLE);
export const DONATE_CSP = serialise(DONATE);

/** The policy of the HTML document served for this URL. */
export function documentCsp(url: string): string {
  const pathname = url.split(/[?#]/)[0] ?? '';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return CONSOLE_CSP;
  if (pathname === '/donate' || pathname === '/donate/') return DONATE_CSP;
  return STRICT_CSP;
}
