import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';

// Most test files share one page (jsdom) and one module graph per worker (ADR 0314): each file
// starts as it would in a page of its own, with nothing stored by the file before it, at /.
// (A file of server-side code runs without a page: @vitest-environment node.)
beforeAll(() => {
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
});

afterEach(() => cleanup());
