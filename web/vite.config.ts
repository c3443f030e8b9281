/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { bundleBudget } from './build/bundle-budget.ts';

// Each public page and the lazy modules it loads beside the entry (web/src/app/routes.tsx).
const withQueries = (page: RegExp) => [/\/src\/app\/query-layout\.tsx$/, page];
const publicPages: Record<string, RegExp[]> = {
  '/': [/\/features\/home\/components\/home-page\.tsx$/],
  '/services': [/\/features\/services\/components\/services-page\.tsx$/],
  '/faq': [/\/features\/faq\/components\/faq-page\.tsx$/],
  '/about': [/\/features\/about\/components\/about-page\.tsx$/],
  '/terms': [/\/features\/terms\/components\/terms-page\.tsx$/],
  '/breach-check': withQueries(/\/app\/routes\/breach-check-route\.tsx$/),
  '/leak/:id': withQueries(/\/app\/routes\/exposure-report-route\.tsx$/),
  '/people/:id': withQueries(/\/app\/routes\/person-route\.tsx$/),
  '/verify': withQueries(/\/owner-verification\/components\/verify-link-page\.tsx$/),
  '/my-report': withQueries(/\/owner-verification\/components\/owner-report-page\.tsx$/),
  '/recovery-plan': withQueries(/\/recovery-plan\/components\/recovery-plan-page\.tsx$/),
  '/contact': withQueries(/\/contact\/components\/contact-page\.tsx$/),
  '/donate': withQueries(/\/donate\/components\/donate-page\.tsx$/),
  '/success': withQueries(/\/success\/components\/success-page\.tsx$/),
  '/reviews': withQueries(/\/reviews\/components\/reviews-page\.tsx$/),
};

// Two builds (ADR 0102): the browser's (dist/), then `--ssr`, the same routes for the server to
// render the content pages with (dist/.ssr/, a dot-folder the static server never serves). The
// server build needs neither the budget, the compressed copies nor the manifest.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : clientPlugins(),
  build: isSsrBuild
    ? { outDir: 'dist/.ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : // Every browser we support preloads modules itself: no polyfill in the entry.
      // The manifest lets the server preload each page's own chunks with its HTML (ADR 0100).
      { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true, modulePreload: { polyfill: false } },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true } } },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // jsdom is slow on a loaded machine; the default 5 s flakes under the full suite.
    testTimeout: 20_000,
    // Every test gets the real globals back (fetch is stubbed per test).
    unstubGlobals: true,
  },
}));

function clientPlugins() {
  return [
    react(),
    tailwindcss(),
    // Every public page's JavaScript is measured; the build fails past the budget (ADR 0100).
    bundleBudget({
      pages: publicPages,
      homePage: '/',
      homeBrotliBytes: 100 * 1024,
      // Browsers that take gzip but not brotli are rare; React and React Router alone are
      // about 95 KB gzip, so this budget only guards against growth (ADR 0100).
      homeGzipBytes: 115 * 1024,
      forbidden: [
        /\/node_modules\/(papaparse|recharts|d3-[a-z-]+|victory-vendor|jspdf|html2canvas)\//,
        /\/src\/app\/admin\//,
        /\/src\/features\/(admin-[a-z-]+|inbox)\//,
      ],
      reportFile: '.vite/bundle-budget.json',
    }),
    // Precompressed beside each file (x.js.br, x.js.gz); the server sends the one the browser
    // accepts, so nothing is compressed per request (ADR 0100).
    compression({
      algorithms: [defineAlgorithm('brotliCompress', { params: { 1: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|svg|ttf|json|txt|xml)$/,
      exclude: /\.vite\//,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ];
}
