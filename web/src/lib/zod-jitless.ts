import { config } from 'zod/v4/core';

// zod compiles object schemas with `new Function` when it may, and probes for that the first
// time a schema is built; under our Content-Security-Policy (no 'unsafe-eval') the probe is
// reported as a violation on every page. jitless turns the compiler and the probe off. This
// module is imported first in main.tsx, so it runs before any schema module is evaluated.
config({ jitless: true });
