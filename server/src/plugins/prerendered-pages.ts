import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { CONTENT_PAGES } from './site-paths.ts';

// The content pages as HTML, rendered by the server from the web app's own routes (ADR 0102).
// The build writes a server bundle of the app (web/dist/.ssr/entry-server.js); each content
// page is rendered once, with this server's site configuration, and kept: the pages are the
// same for every visitor. The browser shows the text before any JavaScript has run, then
// hydrates the same markup.

interface ServerEntry {
  renderPage(url: string, site: { siteName: string; contactEmail: string; contactPhone: string }): Promise<string | undefined>;
}

export const SSR_ENTRY = path.join('.ssr', 'entry-server.js');

/**
 * The rendered page inside the app's empty root element. React writes a page's <title> where
 * the component renders it; in the browser React keeps titles in <head> and, when it hydrates,
 * takes over the first <title> there. So the page's title replaces the template's in <head>
 * and leaves the markup that is hydrated.
 */
export function withRenderedRoot(html: string, rendered: string): string {
  const titles = rendered.match(/<title>[^<]*<\/title>/g) ?? [];
  const body = rendered.replace(/<title>[^<]*<\/title>/g, '');
  const withTitle = titles[0] ? html.replace(/<title>[^<]*<\/title>/, () => titles[0]!) : html;
  return withTitle.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}

/**
 * A function from a request's path and query to the page's rendered markup, or undefined
 * (not a content page, a query string the page reads, or no server bundle: the browser then
 * renders the page itself, as before).
 */
export function prerenderedPages(
  config: Config,
  log: FastifyBaseLogger,
): (pathname: string, search: string) => Promise<string | undefined> {
  const entryFile = path.join(config.webDistDir, SSR_ENTRY);
  if (!fs.existsSync(entryFile)) {
    log.warn('the web app has no server bundle (web/dist/.ssr): pages are rendered in the browser only');
    return async () => undefined;
  }
  const site = { siteName: config.site.name, contactEmail: config.site.contactEmail, contactPhone: config.site.contactPhone };
  let entry: Promise<ServerEntry> | undefined;
  const rendered = new Map<string, Promise<string | undefined>>();
  const render = (page: string) => {
    let html = rendered.get(page);
    if (!html) {
      entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
      // Any origin will do: the pages render links as paths.
      html = entry
        .then((module) => module.renderPage(`http://localhost${page}`, site))
        .catch((error: unknown) => {
          // A page that cannot render here is rendered by the browser, as before; say so once.
          log.error({ err: error, page }, 'rendering a content page on the server failed');
          return undefined;
        });
      rendered.set(page, html);
    }
    return html;
  };
  const pages = new Set<string>(CONTENT_PAGES);
  // Rendered in the background at start-up, so the first visitor does not wait for it.
  setImmediate(() => {
    for (const page of pages) void render(page);
  });
  return async (pathname, search) => {
    // A query string may change what the page shows (?tab=scan, a search): the browser renders
    // those. Only the exact path of a content page is served rendered.
    if (search !== '' || !pages.has(pathname)) return undefined;
    return render(pathname);
  };
}
