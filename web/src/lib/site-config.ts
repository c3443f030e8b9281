import { z } from 'zod';

const siteConfigSchema = z.object({
  siteName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

const fallback: SiteConfig = { siteName: 'BreachWatch', contactEmail: 'support@example.com', contactPhone: '' };

// Read once from the JSON block the server writes into index.html: no extra request,
// and no inline script (the Content-Security-Policy forbids those).
function readSiteConfig(): SiteConfig {
  if (typeof document === 'undefined') return fallback;
  const el = document.getElementById('site-config');
  if (!el?.textContent) return fallback;
  try {
    return siteConfigSchema.parse(JSON.parse(el.textContent));
  } catch {
    return fallback;
  }
}

export const siteConfig: SiteConfig = readSiteConfig();
