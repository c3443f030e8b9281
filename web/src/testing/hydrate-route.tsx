// Server-rendered pages in component tests: the markup the server sends, something done to it
// before the JavaScript runs (text typed by the visitor), then hydration, as in the browser.
// Test-only; never imported by app code.
import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';

function page(element: ReactNode, url: string, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/** Renders `element` at `path` to HTML, lets `beforeHydration` act on it, then hydrates it. */
export async function hydrateAt(element: ReactNode, url: string, path: string, beforeHydration: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(element, url, path));
  document.body.append(container);
  beforeHydration(container);
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, page(element, url, path));
  });
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Types into a field of server-rendered markup as a visitor does before any script runs. */
export function typeIntoMarkup(field: Element | null, text: string) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) throw new Error('no such field');
  field.value = text;
}
