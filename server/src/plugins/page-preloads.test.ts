import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageDataPreload, pagePreloads, withDataPreload, withPreloads } from './page-preloads.ts';
import { tempDirsOfThisFile } from '../../test/temp-dirs.ts';

// Every folder a test makes in the OS temp dir, removed when the file's tests are done.
const tempDir = tempDirsOfThisFile();

function distWith(manifest: unknown): string {
  const dist = tempDir('bw-preloads-');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_react-R.js'] },
  '_react-R.js': { file: 'assets/react-R.js' },
  '_cn-C.js': { file: 'assets/cn-C.js', imports: ['_react-R.js'] },
  'src/features/home/components/home-page.tsx': { file: 'assets/home-page-H.js', imports: ['_cn-C.js', 'index.html'] },
  'src/app/query-layout.tsx': { file: 'assets/query-layout-Q.js', imports: ['_react-R.js'] },
  'src/app/routes/person-route.tsx': { file: 'assets/person-route-P.js', imports: ['_cn-C.js'] },
};

describe('page preloads', () => {
  it("preloads a page's own chunks and what they import, not what the entry already loads", () => {
    const preloads = pagePreloads(distWith(manifest));
    expect(preloads('/')).toEqual(['/assets/cn-C.js', '/assets/home-page-H.js']);
    expect(preloads('/people/abc')).toEqual(['/assets/cn-C.js', '/assets/person-route-P.js', '/assets/query-layout-Q.js']);
    expect(preloads('/People/abc/')).toEqual(preloads('/people/abc'));
    expect(preloads('/no-such-page')).toEqual([]);
    // A page whose module the build does not know is simply not preloaded.
    expect(preloads('/faq')).toEqual([]);
  });

  it('preloads nothing without a manifest', () => {
    expect(pagePreloads(tempDir('bw-preloads-'))('/')).toEqual([]);
  });

  it('writes the links just before </head>', () => {
    expect(withPreloads('<html><head><title>x</title></head><body></body></html>', ['/assets/a.js'])).toBe(
      '<html><head><title>x</title>  <link rel="modulepreload" crossorigin href="/assets/a.js">\n  </head><body></body></html>',
    );
    expect(withPreloads('<head></head>', [])).toBe('<head></head>');
  });

  it('preloads the record a person page or report asks for, by the same URL the page uses', () => {
    expect(pageDataPreload('/people/abc_123')).toBe('/api/people/abc_123');
    expect(pageDataPreload('/leak/a%20b')).toBe('/api/leaks/a%20b');
    expect(pageDataPreload('/breach-check/leak/x"y')).toBe('/api/leaks/x%22y');
    expect(pageDataPreload('/people/%E0%A4%A')).toBeUndefined();
    expect(pageDataPreload('/faq')).toBeUndefined();
    expect(withDataPreload('<head></head>', '/api/people/x')).toBe(
      '<head>  <link rel="preload" as="fetch" crossorigin href="/api/people/x">\n  </head>',
    );
    expect(withDataPreload('<head></head>', undefined)).toBe('<head></head>');
  });
});
