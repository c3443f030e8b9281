import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ApiError } from '../lib/api-client';

// The public pages' query cache. It lives in this lazily loaded module, not in the entry, so
// the pages that fetch nothing (home, FAQ, about, terms, services) do not download the query
// library (ADR 0100). One client for the whole visit: made once, when the first page that
// fetches is opened.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not fix themselves on retry.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});

export function AppQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Layout route around every public page that talks to the API. */
export function QueryLayout() {
  return (
    <AppQueryProvider>
      <Outlet />
    </AppQueryProvider>
  );
}
