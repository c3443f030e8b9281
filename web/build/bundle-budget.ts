import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// The size budget of the public pages, checked on every build (ADR 0100). For each page of
// the public site it adds up the JavaScript the browser must load before the page can show:
// the entry chunk, the page's lazy chunk and every chunk they import statically. The build
// fails when the home page is over its budget, or when any public page would load the
// console, the CSV parser, the charts or the PDF maker.

export interface BundleBudgetOptions {
  /** Each public page, by path, and the lazily loaded modules it loads beside the entry. */
  pages: Record<string, RegExp[]>;
  /** The page the budget is for. */
  homePage: string;
  /** Brotli bytes the home page's JavaScript may take in total. */
  homeBrotliBytes: number;
  /** Gzip bytes the home page's JavaScript may take in total. */
  homeGzipBytes: number;
  /** Modules no public page may load: the console, the CSV parser, chart and PDF code. */
  forbidden: RegExp[];
  /** Where the report is written (in the build output), for the benchmark to read. */
  reportFile?: string;
}

export interface PageBudgetLine {
  page: string;
  chunks: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
  moduleIds: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function bundleBudget(options: BundleBudgetOptions): Plugin {
  return {
    name: 'breachwatch-bundle-budget',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkLike);
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return;

      const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
      const sizeOf = (chunk: ChunkLike) => {
        let size = sizes.get(chunk.fileName);
        if (!size) {
          const buffer = Buffer.from(chunk.code);
          size = {
            raw: buffer.length,
            gzip: gzipSync(buffer, { level: 9 }).length,
            brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
          };
          sizes.set(chunk.fileName, size);
        }
        return size;
      };
      const closure = (start: ChunkLike[]) => {
        const seen = new Set<string>();
        const stack = [...start];
        while (stack.length) {
          const chunk = stack.pop()!;
          if (seen.has(chunk.fileName)) continue;
          seen.add(chunk.fileName);
          for (const imported of chunk.imports) {
            const next = chunks.get(imported);
            if (next) stack.push(next);
          }
        }
        return [...seen].map((name) => chunks.get(name)!);
      };

      const lines: PageBudgetLine[] = [];
      const problems: string[] = [];
      let home: PageBudgetLine | undefined;
      for (const [page, modules] of Object.entries(options.pages)) {
        const pageChunks = modules.map((pattern) => [...chunks.values()].find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId)));
        if (pageChunks.some((c) => !c)) {
          problems.push(`a chunk of ${page} was not found (${modules.join(', ')}); the budget cannot be checked`);
          continue;
        }
        const loaded = closure([entry, ...(pageChunks as ChunkLike[])]);
        const line: PageBudgetLine = { page, chunks: loaded.length, rawBytes: 0, gzipBytes: 0, brotliBytes: 0 };
        for (const chunk of loaded) {
          const size = sizeOf(chunk);
          line.rawBytes += size.raw;
          line.gzipBytes += size.gzip;
          line.brotliBytes += size.brotli;
          for (const moduleId of chunk.moduleIds) {
            const bad = options.forbidden.find((pattern) => pattern.test(moduleId));
            if (bad)
              problems.push(
                `${page} loads ${moduleId.replace(/^.*node_modules\//, '')} (chunk ${chunk.fileName}), which no public page may load`,
              );
          }
        }
        lines.push(line);
        if (page === options.homePage) home = line;
      }
      if (!home) problems.push('the home page chunk was not found; the budget cannot be checked');
      else {
        if (home.brotliBytes > options.homeBrotliBytes)
          problems.push(`home page JavaScript is ${kb(home.brotliBytes)} brotli, over its budget of ${kb(options.homeBrotliBytes)}`);
        if (home.gzipBytes > options.homeGzipBytes)
          problems.push(`home page JavaScript is ${kb(home.gzipBytes)} gzip, over its budget of ${kb(options.homeGzipBytes)}`);
      }

      lines.sort((a, b) => b.brotliBytes - a.brotliBytes);
      this.info(
        ['JavaScript each public page loads (entry + page chunk + their imports):']
          .concat(
            lines.map(
              (l) =>
                `  ${l.page.padEnd(24)} ${kb(l.rawBytes).padStart(9)} raw ${kb(l.gzipBytes).padStart(9)} gzip ${kb(l.brotliBytes).padStart(9)} br`,
            ),
          )
          .join('\n'),
      );
      if (options.reportFile) {
        this.emitFile({
          type: 'asset',
          fileName: options.reportFile,
          source: `${JSON.stringify({ budget: { homeBrotliBytes: options.homeBrotliBytes, homeGzipBytes: options.homeGzipBytes }, pages: lines }, null, 2)}\n`,
        });
      }
      if (problems.length) this.error(`Bundle budget exceeded:\n  ${problems.join('\n  ')}`);
    },
  };
}
