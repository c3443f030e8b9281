import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { documentCsp } from './content-security-policy.ts';
import { pageDataPreload, pagePreloads, withDataPreload, withPreloads } from './page-preloads.ts';
import { jsonForHtml, pageRenderer, START_AFTER_PAINT, withRenderedRoot, type RenderedPage } from './prerendered-pages.ts';
import { isNoindexPath, pageKind, robotsTxt, sitemapXml } from './site-paths.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderIndexHtml(template: string, site: Config['site']): string {
  const siteConfig = { siteName: site.name, contactEmail: site.contactEmail, contactPhone: site.contactPhone };
  return template
    .replace(
      /(<script type="application\/json" id="site-config">)[\s\S]*?(<\/script>)/,
      (_m, open: string, close: string) => `${open}${jsonForHtml(siteConfig)}${close}`,
    )
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(site.name)}</title>`);
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a browser's page request whose address does not decode (/people/%) with the
     * app's page and 400; false, having sent nothing, for anything else (error-handler.ts).
     */
    sendBadAddressPage?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

// Vite names every file under assets/ after a hash of its content: it never changes, so a
// browser may keep it for a year without asking again (ADR 0100).
const IMMUTABLE = 'public, max-age=31536000, immutable';
const pathOf = (url: string) => url.split(/[?#]/)[0] ?? '';

/** A browser asking for a page: GET or HEAD (HEAD is GET without the body), outside the API and the socket. */
function isPageRequest(request: FastifyRequest): boolean {
  const pathname = pathOf(request.url);
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/socket.io')) return false;
  return request.method === 'GET' || request.method === 'HEAD';
}

/**
 * Serves the built single-page app (ADR 0100, 0101): hashed assets precompressed (brotli,
 * gzip) with a long cache; index.html (with the site configuration written in) for every page
 * path, with status 404 where the client router will show its 404 screen; a plain 404 for a
 * missing asset, so a stale tab gets a failed import (and reloads) instead of HTML as script.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const indexHtml = built ? renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), config.site) : undefined;
  // The page HTML differs between pages by the chunks it preloads and, for a content page, by
  // its rendered markup (ADR 0102): each variant is built and compressed once, on first use
  // (most pages are served by the not-found handler, which the compression hooks skip).
  const preloadsFor = built ? pagePreloads(config.webDistDir) : () => [];
  const renderer = built ? pageRenderer(app, config) : undefined;
  const variants = new Map<string, { html: string; br: Buffer; gzip: Buffer }>();
  const pageHtml = (template: string, pathname: string, rendered?: RenderedPage) => {
    const assets = preloadsFor(pathname);
    const key = rendered === undefined ? assets.join(' ') : `${pathname} ${assets.join(' ')}`;
    let variant = variants.get(key);
    if (!variant) {
      const withAssets = withPreloads(template, assets);
      const html = rendered === undefined ? withAssets : withRenderedRoot(withAssets, rendered);
      variant = {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      variants.set(key, variant);
    }
    return variant;
  };
  const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

  // The API and the pages about a person are never indexed, whoever links to them.
  app.addHook('onSend', async (request, reply) => {
    if (isNoindexPath(pathOf(request.url))) reply.header('X-Robots-Tag', 'noindex, nofollow');
  });

  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      wildcard: false,
      // index.html is the template every page is built from (the site configuration and the
      // rendered markup go into it); served as a file it would be a page without them.
      globIgnore: ['index.html', 'index.html.br', 'index.html.gz'],
      // Serves file.br or file.gz beside file when the browser accepts it (and says Vary).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', IMMUTABLE);
        // The rendered pages' starter (ADR 0102) has no hash in its name: a day, so a phone
        // does not ask for it again on every page, and a changed one is picked up by tomorrow.
        else if (path.basename(filePath).replace(/\.(br|gz)$/, '') === START_AFTER_PAINT.slice(1))
          reply.header('Cache-Control', 'public, max-age=86400');
      },
    });
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(config.publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // Absolute addresses only from PUBLIC_URL (unset only in production, where start-up warns):
    // from the Host header, which the client writes, a cache would keep a sitemap of any site.
    if (!config.publicUrl) return reply.callNotFound();
    return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemapXml(config.publicUrl));
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Content-Security-Policy', documentCsp(request.url));
    if (!indexHtml) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    // Unknown paths still get the app, which shows its "Page not found" screen, but say 404.
    if (pageKind(pathOf(request.url)) === 'unknown') reply.status(404);
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    const pathname = pathOf(request.url);
    const search = request.url.slice(pathname.length);
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
    const data = pageDataPreload(pathname);
    if (data) {
      // One record's page: its HTML names the record, so it is built for this request. Rendered
      // with the record when the server could (ADR 0102), else with a preload of its API answer.
      const rendered = await renderer?.record(request, pathname, search);
      // A record that does not exist: the app says "not found", and so does the status.
      if (rendered === 'not-found') reply.status(404);
      const record = rendered === 'not-found' ? undefined : rendered;
      const html = record
        ? withRenderedRoot(pageHtml(indexHtml, pathname).html, record)
        : withDataPreload(pageHtml(indexHtml, pathname).html, data);
      // A page holding a record's (masked) data is kept by no cache, as its API answer.
      if (record) reply.header('Cache-Control', 'no-store');
      if (encoding === 'br')
        return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
      if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
      return reply.send(html);
    }
    const page = pageHtml(indexHtml, pathname, await renderer?.content(pathname, search));
    if (encoding === 'br' || encoding === 'gzip') return reply.header('Content-Encoding', encoding).send(page[encoding]);
    return reply.send(page.html);
  };

  app.get('/', { schema: { hide: true } }, sendIndex);
  // The template's own name is the home page under another address: one address for it.
  app.get('/index.html', { schema: { hide: true } }, async (request, reply) =>
    reply.redirect(`/${request.url.slice(pathOf(request.url).length)}`, 301),
  );
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathOf(request.url);
    // HEAD is answered as GET (a link checker, a monitor): the same status and headers.
    if (!isPageRequest(request)) return reply.status(404).send({ ok: false, error: 'Not found' });
    // A missing asset (an old chunk after a deploy, a typo) is a plain 404, never the app's
    // HTML: a browser would try to run that HTML as a script or a stylesheet.
    if (pathname.startsWith('/assets/') || (/\.[a-z0-9]{1,8}$/i.test(pathname) && pageKind(pathname) === 'unknown')) {
      return reply.status(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndex(request, reply);
  });

  // An address that does not decode (/people/%) fails in the router, before any route or hook
  // runs, and the error handler's JSON is for the API. A browser asking for a page gets the app
  // (its router shows what it can of that address), with 400. No hook has run for it, so the
  // headers the document needs are set here.
  app.decorate('sendBadAddressPage', (request: FastifyRequest, reply: FastifyReply) => {
    if (!indexHtml || !isPageRequest(request)) return false;
    const page = pageHtml(indexHtml, pathOf(request.url));
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
    reply
      .status(400)
      .header('Content-Security-Policy', documentCsp(request.url))
      .header('X-Content-Type-Options', 'nosniff')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding === 'br' || encoding === 'gzip') void reply.header('Content-Encoding', encoding).send(page[encoding]);
    else void reply.send(page.html);
    return true;
  });
}
