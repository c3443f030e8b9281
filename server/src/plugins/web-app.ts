import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { documentCsp } from './content-security-policy.ts';

/** JSON for a <script type="application/json"> block: "<" escaped so no tag can close it. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

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

/**
 * Serves the built single-page app: hashed assets with a long cache, and index.html (with
 * the site configuration written in) for every other non-API path, where the client router
 * shows the page or its 404 screen.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const indexHtml = built ? renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), config.site) : undefined;

  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      wildcard: false,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Content-Security-Policy', documentCsp(request.url));
    if (!indexHtml) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  };

  app.get('/', { schema: { hide: true } }, sendIndex);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/socket.io') || request.method !== 'GET') {
      return reply.status(404).send({ ok: false, error: 'Not found' });
    }
    return sendIndex(request, reply);
  });
}
