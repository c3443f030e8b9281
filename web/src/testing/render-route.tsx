// Shared by the component tests of every feature: a real router and query client, and a
// fetch stand-in that answers like the API. Test-only; never imported by app code.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `element` at `path` inside a real router and a fresh, non-retrying query client. */
export function renderAt(element: ReactNode, url: string, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

/** A fetch stand-in: "METHOD /path" -> handler, answering JSON as the server would; unknown routes 404. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const exact = routes[`${method} ${url.pathname}`];
    const prefix = Object.entries(routes).find(([k]) => k.endsWith('*') && `${method} ${url.pathname}`.startsWith(k.slice(0, -1)))?.[1];
    const handler = exact ?? prefix;
    return handler ? handler(body, url) : jsonResponse({ ok: false, error: 'Not found' }, 404);
  };
  return { fetchImpl, calls };
}

/** A JSON response as the server would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
