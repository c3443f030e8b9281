// Header matching and row mapping for imported rows (spec §3 "Breach record", §5 "Import"): the
// one entry the rest of the code imports. The parts:
// - field-target.ts: what a column can fill, and how a header is compared;
// - field-aliases-*.ts: the headers, by language and kind; field-alias-table.ts: the table;
// - column-ops.ts, resolve-headers.ts: a header row read once into column operations;
// - column-dates.ts: date columns and the file's date order;
// - cell-values.ts, address-parts.ts: what a cell holds, and an address from its columns;
// - map-row.ts: one row into a NormalizedRecord.

export { normalizeHeader, type FieldTarget } from './field-target.ts';
export { FIELD_ALIASES, targetsForHeader } from './field-alias-table.ts';
export type { ColumnMapping, ResolvedHeaders } from './column-ops.ts';
export {
  dateOrderOfHeaders,
  dateReadingLabel,
  hasDateColumn,
  isDateColumn,
  readDateCell,
  unreadDates,
  withDateOrder,
  withSpreadsheetDays,
  type UnreadDates,
} from './column-dates.ts';
export { resolveHeaders } from './resolve-headers.ts';
export { isUsStateCode, stateCandidateColumns, stateColumnsToRead, withStateColumns } from './state-column.ts';
export { isScientificNumber, isZeroPlaceholder, MYSQL_NULL, unreadEmailOf, unwrapExcelText, withoutTextApostrophe } from './cell-values.ts';
export { mapRow } from './map-row.ts';
export { addressReadingLabel } from './address-parts.ts';
