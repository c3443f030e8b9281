// records/store: stored breach records and import batches (plain repository functions over
// Kysely) and the record codec. The only entry other modules import.

export {
  addBatchCounts,
  batchRecordIds,
  closeBatch,
  findBatches,
  getBatch,
  openBatch,
  openBatchIds,
  setBatchImported,
  storedBatchRecords,
  type BatchCounts,
  type BatchInput,
  type LeakSourceInput,
} from './batches.repository.ts';
export { allFieldsOf, headerSetOf, loadHeaderSet, rowValues, saveHeaderSet, type HeaderSet } from './header-sets.ts';
export {
  decodeRecord,
  leakSourcesOf,
  parseObject,
  riskSubject,
  type BatchRow,
  type DecodedRecord,
  type LeakSourceFull,
  type RecordSecret,
} from './record-codec.ts';
export {
  deleteRecords,
  deleteRecordsListed,
  listRecords,
  loadById,
  loadByIds,
  loadBySeqs,
  loadRankKeys,
  seqsBefore,
  type CardRow,
  type RecordRow,
  type RecordWithContacts,
} from './records.repository.ts';
export { SECRET_CLASSES, secretClassesOf, secretClassPattern, storedSecretClasses, type SecretClass } from './secret-classes.ts';
export { fillSecretClasses, startSecretClassesFill, type SecretClassesFill } from './secret-classes-fill.ts';
export { fillHasPhone, startHasPhoneFill } from './has-phone-fill.ts';
export { compactNameWordCounts, nameWordBounds, nameWordPartsSql } from './name-word-counts.repository.ts';
