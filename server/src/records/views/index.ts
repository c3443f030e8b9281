// records/views: what each audience is shown of a record, built from decoded stored rows: the
// public (masked) views, the admin views, the report's plain-language text and the admin CSV
// export. The only entry other modules import.

export { toAdminDetail, toAdminListItem } from './admin-views.ts';
export { exportFileName, exportRecordsCsv, EXPORT_COLUMNS } from './export-csv.ts';
export { CARD_MEMO_MAX_AGE_MS, CARD_MEMO_MAX_ENTRIES, PublicCardMemo } from './public-card-memo.ts';
export {
  disclosureSource,
  recordPublicRisk,
  recordRiskSubject,
  toExposureReport,
  toPersonView,
  toSearchResult,
  type SearchCardSource,
} from './public-views.ts';
