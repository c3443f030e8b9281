// npm run bench:web -- [--skip-build] [--root DIR] [--runs N] [--port N] [--json FILE] [--only /,/faq]
//
// The public pages as a visitor on a slow phone meets them (issue 16, ADR 0100): builds the
// web app, starts the server on a fresh embedded SQLite database with demo data, and runs
// Lighthouse 12 (mobile preset, simulated throttling) on each page, then axe on each page.
// The reference, measured in the same run with the same Chromium and throttling, is a
// one-line HTML page: the best any page can do on this machine. Not a test: it prints a
// table and never fails on a score. --root measures another checkout (e.g. an older build),
// served by that checkout's own server.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    root: { type: 'string' },
    runs: { type: 'string', default: '1' },
    port: { type: 'string', default: '3502' },
    json: { type: 'string' },
    // Only the pages whose name contains one of these (comma-separated), for a quick look.
    only: { type: 'string' },
  },
});

const repoRoot = path.resolve(args.root ?? path.join(import.meta.dirname, '..', '..'));
const port = Number(args.port);
const runs = Math.max(1, Number(args.runs));
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

interface PageResult {
  name: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  scriptTransferBytes: number;
  scriptRequests: number;
  totalTransferBytes: number;
  failedAudits: string[];
}

function log(line: string) {
  process.stderr.write(`${line}\n`);
}

function build() {
  log('building the web app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function waitForHealth(child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/health within 3 minutes');
}

function startServer(dataDir: string): ChildProcess {
  const tsx = path.join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'tsx');
  return spawn(tsx, ['src/server.ts'], {
    cwd: path.join(repoRoot, 'server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: path.join(repoRoot, 'web', 'dist'),
      ADMIN_EMAIL: 'admin@bench.test',
      ADMIN_PASSWORD: 'bench-admin-password-123',
      DEMO_DATA: '1',
      DEMO_DATA_COUNT: '500',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  });
}

/** The reference: a one-line page, served by a bare Node server beside the app. */
function startReference(): Promise<{ url: string; close: () => void }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Reference page"><title>Reference</title></head><body><h1>Reference page</h1><p>One line of text.</p></body></html>';
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const refPort = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${refPort}/`, close: () => server.close() });
    }),
  );
}

async function findRecordId(): Promise<string> {
  const res = await fetch(`${base}/api/search?q=${encodeURIComponent('Maria Delgado')}`);
  const body = (await res.json()) as { results?: Array<{ id: string }> };
  const id = body.results?.[0]?.id;
  if (!id) throw new Error('the demo search for Maria Delgado found nothing');
  return id;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function runLighthouse(chromePort: number, name: string, url: string): Promise<PageResult> {
  const results: PageResult[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // A run Lighthouse could not finish (a timeout on a starved machine) scores 0 everywhere:
    // say why, and leave it out of the median when another run succeeded.
    if (lhr.runtimeError) log(`    ${name}: run ${run + 1} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    const summary = (
      lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number; requestCount: number }> }
    )?.items;
    const script = summary?.find((i) => i.resourceType === 'script');
    const total = summary?.find((i) => i.resourceType === 'total');
    const failedAudits = Object.entries(lhr.categories)
      .filter(([id]) => id !== 'performance')
      .flatMap(([, category]) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    results.push({
      name,
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      scriptTransferBytes: script?.transferSize ?? 0,
      scriptRequests: script?.requestCount ?? 0,
      totalTransferBytes: total?.transferSize ?? 0,
      failedAudits: [...new Set(failedAudits)],
    });
  }
  // The run with the median LCP stands for the page (failed runs only if every run failed).
  const finished = results.filter((r) => r.lcpMs > 0);
  const pool = finished.length ? finished : results;
  const lcp = median(pool.map((r) => r.lcpMs));
  return pool.find((r) => r.lcpMs === lcp) ?? pool[0]!;
}

async function runAxe(pages: Array<{ name: string; url: string }>): Promise<Record<string, string[]>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((f) => f !== '--headless=new') });
  const found: Record<string, string[]> = {};
  try {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const target of pages) {
        await page.goto(target.url);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page }).analyze();
        found[`${target.name} @${width}`] = violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return found;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const cores = os.cpus().length;
  const loadBefore = os.loadavg();
  if (!args['skip-build']) build();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-bench-web-'));
  const server = startServer(dataDir);
  const reference = await startReference();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForHealth(server);
    const id = await findRecordId();
    const pages = [
      { name: '/', url: `${base}/` },
      { name: '/breach-check', url: `${base}/breach-check` },
      { name: '/people/{id}', url: `${base}/people/${encodeURIComponent(id)}` },
      { name: '/leak/{id} (Exposure Report)', url: `${base}/leak/${encodeURIComponent(id)}` },
      { name: '/donate', url: `${base}/donate` },
      { name: '/faq', url: `${base}/faq` },
    ];
    if (args.only) {
      const wanted = args.only.split(',');
      pages.splice(0, pages.length, ...pages.filter((p) => wanted.some((w) => p.name === w || (w.length > 1 && p.name.startsWith(w)))));
    }
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    log(`Lighthouse ${runs} run(s) per page…`);
    const ref = await runLighthouse(chrome.port, 'reference (one-line HTML page)', reference.url);
    const results: PageResult[] = [];
    for (const target of pages) {
      log(`  ${target.name}`);
      results.push(await runLighthouse(chrome.port, target.name, target.url));
    }
    await chrome.kill();
    chrome = undefined;
    log('axe…');
    fs.writeFileSync(path.join(dataDir, '..', `bw-bench-web-lighthouse-${port}.json`), JSON.stringify({ ref, results }, null, 2));
    const axe = await runAxe(pages).catch((error: unknown) => ({ 'axe failed': [String(error)] }));
    const loadAfter = os.loadavg();

    const budgetFile = path.join(repoRoot, 'web', 'dist', '.vite', 'bundle-budget.json');
    const budget = fs.existsSync(budgetFile)
      ? (JSON.parse(fs.readFileSync(budgetFile, 'utf8')) as {
          pages: Array<{ page: string; rawBytes: number; gzipBytes: number; brotliBytes: number }>;
        })
      : undefined;

    const out: string[] = [];
    out.push(
      `Machine: ${cores} cores (shared), load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after`,
    );
    out.push(`Lighthouse 12.2.3, mobile preset, simulated throttling, ${runs} run(s) per page (median LCP run shown)`);
    out.push('');
    out.push(
      '| page | performance | accessibility | best practices | SEO | LCP | LCP / reference | FCP | TBT | CLS | JS transferred (requests) |',
    );
    out.push('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of [ref, ...results]) {
      out.push(
        `| ${r.name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${sec(r.lcpMs)} | ${(r.lcpMs / ref.lcpMs).toFixed(2)} | ${sec(r.fcpMs)} | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${kb(r.scriptTransferBytes)} (${r.scriptRequests}) |`,
      );
    }
    const failed = results.filter((r) => r.failedAudits.length);
    if (failed.length) {
      out.push('');
      out.push('Audits below full marks (accessibility, best practices, SEO):');
      for (const r of failed) out.push(`- ${r.name}: ${r.failedAudits.join(', ')}`);
    }
    out.push('');
    out.push('axe (all rules) at 375 and 1280 px:');
    for (const [page, violations] of Object.entries(axe))
      out.push(`- ${page}: ${violations.length ? violations.join(', ') : 'no violations'}`);
    if (budget) {
      out.push('');
      out.push('| JavaScript each page loads (build) | raw | gzip | brotli |');
      out.push('|---|---|---|---|');
      for (const p of budget.pages) out.push(`| ${p.page} | ${kb(p.rawBytes)} | ${kb(p.gzipBytes)} | ${kb(p.brotliBytes)} |`);
    }
    console.log(out.join('\n'));
    if (args.json)
      fs.writeFileSync(args.json, JSON.stringify({ cores, loadBefore, loadAfter, reference: ref, results, axe, budget }, null, 2));
  } finally {
    if (chrome) await chrome.kill();
    reference.close();
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
