// First: before any zod schema is built (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter, createAppRouter } from './app/router';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// Most public pages arrive rendered by the server (ADR 0102): hydrate them; every other page
// arrives with an empty #root and is rendered here.
const prerendered = root.firstElementChild !== null;
// A record page also carries the API answer it was rendered with (a JSON block, no script).
const queryState = document.getElementById('query-state')?.textContent;

async function start() {
  const { router, hydrate } = await createAppRouter(prerendered);
  if (hydrate && queryState) {
    // Already loaded: the page's route sits under this layout module.
    const { seedQueryCache } = await import('./app/query-layout');
    seedQueryCache(JSON.parse(queryState));
  }
  const app = (
    <StrictMode>
      <AppRouter router={router} />
    </StrictMode>
  );
  // In a transition, React hydrates in slices and lets the browser answer a tap in between,
  // instead of one long task (a phone's "total blocking time"); the page is already visible.
  if (hydrate) startTransition(() => void hydrateRoot(root!, app));
  else {
    root!.replaceChildren();
    createRoot(root!).render(app);
  }
}

void start();
