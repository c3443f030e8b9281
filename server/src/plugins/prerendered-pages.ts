import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { CONTENT_PAGES } from './site-paths.ts';

// The content pages as HTML, rendered by the server from the web app's own routes (ADR 0102).
// The build writes a server bundle of the app (web/dist/.ssr/entry-server.js); each content
// page is rendered once, with this server's site configuration, and kept: the pages are the
// same for every visitor. The browser shows the text before any JavaScript has run, then
// hydrates the same markup.

interface RecordAnswer {
  kind: 'person' | 'report';
  id: string;
  body: unknown;
}
export interface RenderedPage {
  html: string;
  queries?: unknown;
}
interface ServerEntry {
  renderPage(
    url: string,
    site: { siteName: string; contactEmail: string; contactPhone: string },
    record?: RecordAnswer,
  ): Promise<RenderedPage | undefined>;
}

/** JSON for a <script type="application/json"> block: "<" escaped so no tag can close it. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export const SSR_ENTRY = path.join('.ssr', 'entry-server.js');

/**
 * The rendered page inside the app's empty root element. React writes a page's <title> where
 * the component renders it; in the browser React keeps titles in <head> and, when it hydrates,
 * takes over the first <title> there. So the page's title replaces the template's in <head>
 * and leaves the markup that is hydrated.
 */
export function withRenderedRoot(html: string, rendered: RenderedPage): string {
  const titles = rendered.html.match(/<title>[^<]*<\/title>/g) ?? [];
  const body = rendered.html.replace(/<title>[^<]*<\/title>/g, '');
  // The record a page was rendered with, for the browser's query cache (main.tsx): JSON the
  // browser does not run, so the CSP needs no exception.
  const state = rendered.queries ? `<script type="application/json" id="query-state">${jsonForHtml(rendered.queries)}</script>` : '';
  const withTitle = titles[0] ? html.replace(/<title>[^<]*<\/title>/, () => titles[0]!) : html;
  return withModulesAfterPaint(withTitle.replace('<div id="root"></div>', () => `<div id="root">${body}</div>${state}`));
}

export const START_AFTER_PAINT = '/start-after-paint.js';

/**
 * The app's module script and module preloads, requested once the rendered page is painted
 * (web/public/start-after-paint.js) instead of beside its HTML and CSS: on a slow connection
 * they would share the bandwidth the first paint needs. The page hydrates after that.
 */
export function withModulesAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preload: string[] = [];
  const rest = html.replace(entry[0], '').replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
    preload.push(href);
    return '';
  });
  const starter = `<script defer src="${START_AFTER_PAINT}" data-entry="${entry[1]}" data-preload="${preload.join(' ')}"></script>`;
  return rest.replace('</head>', () => `  ${starter}\n  </head>`);
}

// A person page and an Exposure Report: the record's kind, its id as the page's route reads
// it, and the API route that serves it to this visitor.
const RECORD_PAGES: Array<[RegExp, RecordAnswer['kind'], string]> = [
  [/^\/people\/([^/]+)$/, 'person', '/api/people/'],
  [/^\/(?:breach-check\/)?leak\/([^/]+)$/, 'report', '/api/leaks/'],
];

function recordOfPage(pathname: string): { kind: RecordAnswer['kind']; id: string; api: string } | undefined {
  for (const [pattern, kind, api] of RECORD_PAGES) {
    const segment = pattern.exec(pathname)?.[1];
    if (!segment) continue;
    try {
      const id = decodeURIComponent(segment);
      return { kind, id, api: `${api}${encodeURIComponent(id)}` };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface PageRenderer {
  /** A content page's markup, or undefined (not one, a query string it reads, no bundle). */
  content(pathname: string, search: string): Promise<RenderedPage | undefined>;
  /**
   * A person page's or an Exposure Report's markup for this visitor, or undefined: the browser
   * then renders it and asks the API itself, as before. 'not-found' when the API has no such
   * record: the page says so, with a 404 (ADR 0102).
   */
  record(request: FastifyRequest, pathname: string, search: string): Promise<RenderedPage | 'not-found' | undefined>;
}

/**
 * The server's rendering of the app's pages. Content pages are the same for every visitor:
 * each is rendered once and kept. A record page is rendered per request from the API's answer
 * to this visitor.
 */
export function pageRenderer(app: FastifyInstance, config: Config): PageRenderer {
  const entryFile = path.join(config.webDistDir, SSR_ENTRY);
  if (!fs.existsSync(entryFile)) {
    app.log.warn('the web app has no server bundle (web/dist/.ssr): pages are rendered in the browser only');
    return { content: async () => undefined, record: async () => undefined };
  }
  const site = { siteName: config.site.name, contactEmail: config.site.contactEmail, contactPhone: config.site.contactPhone };
  let entry: Promise<ServerEntry> | undefined;
  const loadEntry = () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>);
  const rendered = new Map<string, Promise<RenderedPage | undefined>>();
  const renderContent = (page: string) => {
    let html = rendered.get(page);
    if (!html) {
      // Any origin will do: the pages render links as paths.
      html = loadEntry()
        .then((module) => module.renderPage(`http://localhost${page}`, site))
        .catch((error: unknown) => {
          // A page that cannot render here is rendered by the browser, as before; say so once.
          app.log.error({ err: error, page }, 'rendering a content page on the server failed');
          return undefined;
        });
      rendered.set(page, html);
    }
    return html;
  };
  const pages = new Set<string>(CONTENT_PAGES);
  // Rendered in the background at start-up, so the first visitor does not wait for it.
  setImmediate(() => {
    for (const page of pages) void renderContent(page);
  });

  return {
    async content(pathname, search) {
      // A query string may change what the page shows (?tab=scan, a search): the browser
      // renders those. Only the exact path of a content page is served rendered.
      if (search !== '' || !pages.has(pathname)) return undefined;
      return renderContent(pathname);
    },
    async record(request, pathname, search) {
      const record = search === '' ? recordOfPage(pathname) : undefined;
      if (!record) return undefined;
      // The visitor's own request to the API route, through everything it passes: the
      // disclosure policy, the route's rate limit and the distinct-records admission (ADR
      // 0072), with the same address and headers. Only a 200 is rendered; a refusal or a
      // missing record is left to the page, which shows the API's message as before (a missing
      // one with the API's 404).
      const headers = { ...request.headers, 'accept-encoding': 'identity' };
      delete headers['content-length'];
      const answer = await app.inject({ method: 'GET', url: record.api, headers, remoteAddress: request.socket.remoteAddress });
      // Ids are random (ADR 0133): a 404 says no more than the API's own answer does.
      if (answer.statusCode === 404) return 'not-found';
      if (answer.statusCode !== 200) return undefined;
      try {
        const module = await loadEntry();
        return await module.renderPage(`http://localhost${pathname}`, site, { kind: record.kind, id: record.id, body: answer.json() });
      } catch (error) {
        request.log.error({ err: error }, 'rendering a record page on the server failed');
        return undefined;
      }
    },
  };
}
