// The site configuration is checked by hand, not with zod: this runs on every page before the
// first paint, and zod (tens of kilobytes) is loaded only by the pages that validate forms.

export interface SiteConfig {
  siteName: string;
  contactEmail: string;
  contactPhone: string;
}

const fallback: SiteConfig = { siteName: 'BreachWatch', contactEmail: 'support@example.com', contactPhone: '' };

function isSiteConfig(value: unknown): value is SiteConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.siteName === 'string' && typeof v.contactEmail === 'string' && typeof v.contactPhone === 'string';
}

// Read once from the JSON block the server writes into index.html: no extra request,
// and no inline script (the Content-Security-Policy forbids those).
function readSiteConfig(): SiteConfig {
  if (typeof document === 'undefined') return fallback;
  const el = document.getElementById('site-config');
  if (!el?.textContent) return fallback;
  try {
    const parsed: unknown = JSON.parse(el.textContent);
    if (!isSiteConfig(parsed)) return fallback;
    return { siteName: parsed.siteName, contactEmail: parsed.contactEmail, contactPhone: parsed.contactPhone };
  } catch {
    return fallback;
  }
}

export const siteConfig: SiteConfig = readSiteConfig();
