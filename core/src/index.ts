// @breachwatch/core: pure rules shared by server and web. Nothing here may touch Node, the
// DOM or the network (ESLint enforces the imports).

export * from './records/types.ts';
export * from './records/field-aliases.ts';
export * from './records/name.ts';
export * from './records/dob.ts';
export * from './records/spreadsheet-days.ts';
export * from './records/sources.ts';
export * from './records/risk.ts';
export * from './records/masking.ts';
export * from './records/work-email.ts';
export * from './records/defang.ts';
export * from './records/text-encoding.ts';
export * from './records/likely-encoding.ts';
export * from './records/text-decoded-twice.ts';
export * from './records/delimiter.ts';
export * from './records/column-names.ts';
export * from './records/read-problems.ts';
export * from './records/row-rules.ts';
export * from './records/row-reader.ts';
export * from './records/row-reader-options.ts';
export * from './records/read-whole.ts';
export * from './records/finding-messages.ts';
export * from './records/row-findings.ts';
export * from './records/row-skip.ts';
export * from './records/date-findings.ts';
export * from './records/date-order-evidence.ts';
export * from './records/public-risk.ts';

export * from './disclosure/fields.ts';
export * from './disclosure/masks.ts';
export * from './disclosure/policy.ts';
export * from './disclosure/contacts-in-name.ts';
export * from './disclosure/value-shapes.ts';
export * from './disclosure/postal-codes.ts';
export * from './disclosure/views.ts';
export * from './disclosure/promise.ts';
export * from './disclosure/plan-region.ts';

export * from './search/tokenize.ts';
export * from './search/street-key.ts';
export * from './search/public-search-plan.ts';
export * from './search/plan-match.ts';
export * from './search/search-spellings.ts';
export * from './search/us-states.ts';

export * from './schemas/constants.ts';
export * from './schemas/messages.ts';
export * from './schemas/common.ts';
export * from './schemas/formats.ts';
export * from './schemas/visible-text.ts';
export * from './schemas/search.ts';
export * from './schemas/scan.ts';
export * from './schemas/contact.ts';
export * from './schemas/review.ts';
export * from './schemas/donation.ts';
export * from './schemas/auth.ts';
export * from './schemas/import.ts';

export * from './scan/index.ts';
// The recovery plan is imported by path (@breachwatch/core/recovery/…), not from here: pages
// that import this barrel would otherwise carry the plan's steps and letters.
export * from './sheets/sheet-url.ts';
