export * from './data-classes.ts';
export * from './scoring.ts';
export * from './actions.ts';
export * from './email-variants.ts';
export * from './scan-result.ts';
export * from './domain-disclosure.ts';
export * from './pasted-domain.ts';
