// records/demo: deterministic synthetic records for demo installs and benchmarks, stored through
// the normal import path. The only entry other modules import.

export { DEMO_SEED, generateDemoRows, loadDemoDataIfEmpty, seedDemoRecords } from './demo-data.ts';
export { DEMO_COMPANY_DOMAIN, DEMO_PEOPLE, DEMO_SOURCES, type DemoSource } from './demo-people.ts';
