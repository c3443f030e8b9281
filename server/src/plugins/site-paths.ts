// Which paths the single-page app answers, and which of them search engines may index
// (ADR 0101). The client router (web/src/app/routes.tsx) decides what each page shows; the
// server only needs to know whether a path is a page at all (200, or 404 with the app's 404
// screen) and whether it describes a real person (noindex).

/** Content pages: indexable, listed in the sitemap. */
export const CONTENT_PAGES = [
  '/',
  '/breach-check',
  '/services',
  '/faq',
  '/about',
  '/terms',
  '/contact',
  '/donate',
  '/reviews',
  '/alerts',
] as const;

// Pages that exist but are about one person, one visitor or one payment: served, never indexed.
// React Router matches case-insensitively and ignores a trailing slash, so these do too.
const PRIVATE_PAGE_PATTERNS: RegExp[] = [
  /^\/people\/[^/]+$/,
  /^\/leak\/[^/]+$/,
  /^\/breach-check\/leak\/[^/]+$/,
  /^\/recovery-plan(\/[^/]+)?$/,
  /^\/verify$/,
  /^\/my-report$/,
  /^\/success$/,
  /^\/alerts\/(confirm|unsubscribe)$/,
  /^\/case$/,
  /^\/admin(\/.*)?$/,
];

/** Paths no crawler should index or follow: the API and every page about a person. */
export const DISALLOWED_PREFIXES = [
  '/api/',
  '/admin',
  '/people/',
  '/leak/',
  '/breach-check/leak/',
  '/recovery-plan',
  '/my-report',
  '/verify',
  '/success',
  '/alerts/',
  '/case',
] as const;

function normalise(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  const trimmed = decoded.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

export type PageKind = 'content' | 'private' | 'unknown';

/** What the app shows at this path: a content page, a page about a person, or its 404 screen. */
export function pageKind(pathname: string): PageKind {
  const path = normalise(pathname);
  if ((CONTENT_PAGES as readonly string[]).includes(path)) return 'content';
  if (PRIVATE_PAGE_PATTERNS.some((pattern) => pattern.test(path))) return 'private';
  return 'unknown';
}

/** True for the API and the pages that describe a real person: they carry X-Robots-Tag: noindex. */
export function isNoindexPath(pathname: string): boolean {
  const path = normalise(pathname);
  if (path === '/api' || path.startsWith('/api/')) return true;
  return pageKind(path) === 'private';
}

export function robotsTxt(publicUrl: string | undefined): string {
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`)];
  if (publicUrl) lines.push('', `Sitemap: ${publicUrl}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sitemapXml(publicUrl: string): string {
  const urls = CONTENT_PAGES.map((page) => `  <url><loc>${escapeXml(`${publicUrl}${page}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
