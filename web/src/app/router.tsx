import { useEffect } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { routes } from './routes';

type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router. When the server sent the page already rendered (ADR 0102), the lazy
 * routes of this URL are loaded first, so the router's first render is the page itself, as
 * the server rendered it, and not the loading fallback: hydrateRoot then finds the same markup.
 */
export async function createAppRouter(prerendered: boolean): Promise<{ router: AppRouterInstance; hydrate: boolean }> {
  let hydrate = prerendered;
  if (prerendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    try {
      await Promise.all(
        matches.map(async ({ route }) => {
          if (typeof route.lazy !== 'function') return;
          const loaded = await route.lazy();
          Object.assign(route, loaded, { lazy: undefined });
        }),
      );
    } catch {
      // A chunk that failed to load (a deploy since this HTML was sent, a dropped connection):
      // render from scratch, and the router's own lazy loading shows its recovery screen.
      hydrate = false;
    }
  }
  return { router: createBrowserRouter(routes), hydrate };
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  // The page is the app's from here on (hydrated, or rendered): the browser tests wait for
  // this before they click (e2e/support/test.ts).
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
  return <RouterProvider router={router} />;
}
