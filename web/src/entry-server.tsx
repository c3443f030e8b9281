// The public content pages rendered to HTML by the server (ADR 0102): the same routes and
// components as the browser's app, so the first paint needs no JavaScript and the browser's
// hydrateRoot (main.tsx) finds exactly this markup. Built by `vite build --ssr` into
// dist/.ssr/ (a dot-folder: never served) and imported by the server at start-up.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/routes';
import { siteConfig, type SiteConfig } from './lib/site-config';

const handler = createStaticHandler(routes);

/**
 * The HTML inside #root for this URL (an absolute URL: the handler needs an origin), or
 * undefined when the router would answer otherwise (a redirect). The site configuration is the
 * one the server writes into the page, so the footer and the contact details match the
 * browser's first render.
 */
export async function renderPage(url: string, site: SiteConfig): Promise<string | undefined> {
  Object.assign(siteConfig, site);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline script with the router's state (the CSP allows none); the
  // content pages have no loaders, so the browser's router needs none.
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
