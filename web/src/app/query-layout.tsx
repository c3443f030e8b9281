import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ApiError } from '../lib/api-client';

// The public pages' query cache. It lives in this lazily loaded module, not in the entry, so
// the pages that fetch nothing (home, FAQ, about, terms, services) do not download the query
// library (ADR 0100). One client for the whole visit: made once, when the first page that
// fetches is opened.
function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

export function newQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not fix themselves on retry, and a request that already waited its
        // whole timeout is not sent again: the visitor would wait that long once more.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && !isTimeout(error) && count < 2,
      },
    },
  });
}

const queryClient = newQueryClient();

/**
 * The server renders each page with a cache of its own (ADR 0102): one visitor's record must
 * never be in the cache another visitor's page is rendered with. In the browser there is none
 * and the visit's one client is used.
 */
export const RenderQueryClient = createContext<QueryClient | null>(null);

/**
 * Fills the visit's cache with the answers a server-rendered page was rendered with, before
 * that page is hydrated: the first render in the browser then shows the same record, and the
 * page does not ask for it again.
 */
export function seedQueryCache(state: DehydratedState): void {
  // Fresh from now, by this browser's clock: a server clock ahead or behind must not make the
  // page fetch the record again at once.
  const now = Date.now();
  hydrate(queryClient, { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) });
}

export function AppQueryProvider({ children }: { children: ReactNode }) {
  const client = useContext(RenderQueryClient) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Layout route around every public page that talks to the API. */
export function QueryLayout() {
  return (
    <AppQueryProvider>
      <Outlet />
    </AppQueryProvider>
  );
}
