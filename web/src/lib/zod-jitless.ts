// zod compiles object schemas with `new Function` when it may, and probes for that the first
// time a schema is built; under our Content-Security-Policy (no 'unsafe-eval') the probe is
// reported as a violation on every page. jitless turns the compiler and the probe off.
//
// This is what z.config({ jitless: true }) sets, written where zod reads its configuration
// when it loads (globalThis.__zod_globalConfig, shared by every copy of zod), so the entry
// does not have to load zod itself: only the pages with forms do. main.tsx imports this first,
// before any schema module can run; zod-jitless.test.ts checks that zod picks it up.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
