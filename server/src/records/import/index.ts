// records/import: rows in, records stored. The API import (import.service.ts, import-batches.ts)
// and the streaming file import of the command line (file-import.ts) share the reader's rules,
// the mapping, preparation and writers, and one commit point (batch-commits.ts).
// The only entry other modules import.

export { batchCommitted, onBatchCommitted, type CommittedBatch } from './batch-commits.ts';
export { FileImportError, ImportStoppedError, importFile, type FileImportOptions, type FileImportProgress } from './file-import.ts';
export {
  batchStatus,
  lockOpenBatch,
  openBatches,
  removeBatchPiece,
  requireCommittableRows,
  requireOpenBatch,
  stopOpenBatch,
} from './import-batches.ts';
export { NO_RECOGNISED_COLUMNS, prepareImportRequest, writePreparedImport, type PreparedImport } from './import.service.ts';
export { hasPersonData, prepareRecord, RECORD_COLUMNS, SKIP_NO_PERSON_DATA, type PreparedRecord } from './record-prepare.ts';
export { kyselyRunner, writeRecords } from './record-writer.ts';
