import fs from 'node:fs';
import path from 'node:path';

// Each page's own chunks, preloaded by its HTML (ADR 0100). Without this the browser learns
// of a page's lazy chunk only after the entry has downloaded and run: one more round trip
// before anything can be painted, which a phone on a slow connection feels most.
//
// The page modules are the client router's lazy imports (web/src/app/routes.tsx); a module the
// build's manifest does not know is simply not preloaded.

const QUERY_LAYOUT = 'src/app/query-layout.tsx';
const withQueries = (module: string) => [QUERY_LAYOUT, module];

const PAGE_MODULES: Array<[RegExp, string[]]> = [
  [/^\/$/, ['src/features/home/components/home-page.tsx']],
  [/^\/services$/, ['src/features/services/components/services-page.tsx']],
  [/^\/faq$/, ['src/features/faq/components/faq-page.tsx']],
  [/^\/about$/, ['src/features/about/components/about-page.tsx']],
  [/^\/terms$/, ['src/features/terms/components/terms-page.tsx']],
  [/^\/breach-check$/, withQueries('src/app/routes/breach-check-route.tsx')],
  [/^\/(breach-check\/)?leak\/[^/]+$/, withQueries('src/app/routes/exposure-report-route.tsx')],
  [/^\/people\/[^/]+$/, withQueries('src/app/routes/person-route.tsx')],
  [/^\/contact$/, withQueries('src/features/contact/components/contact-page.tsx')],
  [/^\/donate$/, withQueries('src/features/donate/components/donate-page.tsx')],
  [/^\/reviews$/, withQueries('src/features/reviews/components/reviews-page.tsx')],
  [/^\/success$/, withQueries('src/features/success/components/success-page.tsx')],
  [/^\/alerts(\/confirm|\/unsubscribe)?$/, withQueries('src/features/alerts/components/alert-pages.tsx')],
  [/^\/case$/, withQueries('src/features/case-view/components/case-page.tsx')],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(distDir: string): Manifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** A function from a page's path to the asset URLs its HTML should preload (none if unknown). */
export function pagePreloads(distDir: string): (pathname: string) => string[] {
  const manifest = readManifest(distDir);
  if (!manifest) return () => [];
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByEntry = closure(manifest, entryKeys);
  const byPage = PAGE_MODULES.map(([pattern, modules]) => {
    const keys = [...closure(manifest, modules)].filter((key) => !loadedByEntry.has(key));
    return [pattern, keys.map((key) => `/assets/${path.basename(manifest[key]!.file)}`).sort()] as const;
  });
  return (pathname) => {
    const normal = pathname.replace(/\/+$/, '').toLowerCase() || '/';
    return byPage.find(([pattern]) => pattern.test(normal))?.[1] ?? [];
  };
}

/** The HTML with a modulepreload link for each of these assets, just before </head>. */
export function withPreloads(html: string, assets: string[]): string {
  if (assets.length === 0) return html;
  const links = assets.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

// The record a person page or an Exposure Report shows, fetched beside the JavaScript instead
// of after it has run: the page's largest paint waits for this answer. The URL is exactly the
// one the page's own request uses (encodeURIComponent of the id), so the browser reuses it.
const DATA_PAGES: Array<[RegExp, string]> = [
  [/^\/people\/([^/]+)\/?$/i, '/api/people/'],
  [/^\/(?:breach-check\/)?leak\/([^/]+)\/?$/i, '/api/leaks/'],
];

/** The API answer this page will ask for first, or undefined. */
export function pageDataPreload(pathname: string): string | undefined {
  for (const [pattern, api] of DATA_PAGES) {
    const segment = pattern.exec(pathname)?.[1];
    if (!segment) continue;
    try {
      return `${api}${encodeURIComponent(decodeURIComponent(segment))}`;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The HTML with a fetch preload for this API answer, just before </head>. */
export function withDataPreload(html: string, href: string | undefined): string {
  if (!href) return html;
  return html.replace('</head>', `  <link rel="preload" as="fetch" crossorigin href="${href}">\n  </head>`);
}
