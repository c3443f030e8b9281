import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';

/**
 * The console's own query cache: created at sign-in and dropped at sign-out, so no admin
 * data outlives the session in memory, and any 401 (an expired or revoked token) ends it.
 */
export function AdminQueryProvider({ onUnauthorized, children }: { onUnauthorized(): void; children: ReactNode }) {
  const [client] = useState(() => {
    const on401 = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
    };
    return new QueryClient({
      queryCache: new QueryCache({ onError: on401 }),
      mutationCache: new MutationCache({ onError: on401 }),
      defaultOptions: {
        queries: {
          staleTime: 15_000,
          refetchOnWindowFocus: false,
          retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
        },
      },
    });
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
