// records/search: what a query asks for (search-plan.ts), the words a record is indexed under
// (search-keys.ts), and the read path of the database in use behind one interface
// (record-search.ts). The only entry other modules import.

export { createRecordSearch, type RecordSearch, type RecordSearchOptions } from './record-search.ts';
export type { ExactCardRow } from './search-queries.ts';
export { planSearch, publicTextPlan, type SearchPlan } from './search-plan.ts';
export { newestBatchFirst } from './search-rank.ts';
export { buildSearchKeys, emailDomain, keyWords, phoneDigits, tokenize, type SearchKeys, type SearchKeySource } from './search-keys.ts';
export { PG_GROUP_TAG, PG_SEARCH_TERMS_INDEX, pgSearchTerms, pgSearchTermsSql } from './pg-search-terms.ts';
export { forgetTermStats } from './pg-common-words.ts';
