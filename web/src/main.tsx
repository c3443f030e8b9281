// First: before any zod schema is built (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter, createAppRouter } from './app/router';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The content pages arrive rendered by the server (ADR 0102): hydrate them; every other page
// arrives with an empty #root and is rendered here.
const prerendered = root.firstElementChild !== null;
void createAppRouter(prerendered).then(({ router, hydrate }) => {
  const app = (
    <StrictMode>
      <AppRouter router={router} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(root, app);
  else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
});
