// Entry of the import's worker threads: loaders given to the parent (tsx, vitest) do not reach
// a worker, so it registers tsx itself before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./prepare-worker.ts');
