// The public pages rendered to HTML by the server (ADR 0102): the same routes and components
// as the browser's app, so the first paint needs no JavaScript and the browser's hydrateRoot
// (main.tsx) finds exactly this markup. Built by `vite build --ssr` into dist/.ssr/ (a
// dot-folder: never served) and imported by the server.
import './lib/zod-jitless';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { newQueryClient, RenderQueryClient } from './app/query-layout';
import { routes } from './app/routes';
import { reportFromAnswer } from './features/exposure-report/api/get-exposure-report';
import { personFromAnswer } from './features/person/api/get-person';
import { siteConfig, type SiteConfig } from './lib/site-config';

const handler = createStaticHandler(routes);

/**
 * A record page's API answer, as GET /api/people/:id or GET /api/leaks/:id gave it to this
 * visitor (the server asks its own route, so the disclosure policy and every limit apply).
 * Read with the same parser as the page's own request, into the same query.
 */
export interface RecordAnswer {
  kind: 'person' | 'report';
  /** The record id as the page's route reads it (decoded). */
  id: string;
  body: unknown;
}

const RECORD_QUERIES = {
  person: (id: string, body: unknown) => ({ queryKey: ['person', id], data: personFromAnswer(body) }),
  report: (id: string, body: unknown) => ({ queryKey: ['exposure-report', id], data: reportFromAnswer(body) }),
};

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The query cache the page was rendered with, for the browser to start from (record pages). */
  queries?: DehydratedState;
}

/**
 * The page at this URL (absolute: the handler needs an origin), or undefined when the router
 * would answer otherwise (a redirect). The site configuration is the one the server writes
 * into the page, so the footer and the contact details match the browser's first render.
 */
export async function renderPage(url: string, site: SiteConfig, record?: RecordAnswer): Promise<RenderedPage | undefined> {
  Object.assign(siteConfig, site);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // A cache for this render only: nothing of one visitor's record reaches another's page.
  const queryClient = newQueryClient();
  if (record) {
    const { queryKey, data } = RECORD_QUERIES[record.kind](record.id, record.body);
    queryClient.setQueryData(queryKey, data);
  }
  // hydrate={false}: no inline script with the router's state (the CSP allows none); the
  // pages have no loaders, so the browser's router needs none.
  const html = renderToString(
    <StrictMode>
      <RenderQueryClient value={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </RenderQueryClient>
    </StrictMode>,
  );
  const queries = record ? dehydrate(queryClient) : undefined;
  queryClient.clear();
  return { html, queries };
}
