export * from './recovery-sources.ts';
export * from './credit-bureaus.ts';
export * from './recovery-steps.ts';
export * from './recovery-plan.ts';
export * from './recovery-progress.ts';
export * from './letters.ts';
export * from './plan-links.ts';
export * from './owner-progress-api.ts';
