// records/import: rows in, records stored. The API import (import.service.ts) and the streaming
// file import of the command line (file-import.ts) share the mapping, preparation and writers.
// The only entry other modules import.

export { FileImportError, importFile, type FileImportOptions, type FileImportProgress } from './file-import.ts';
export { importRows, SKIP_NO_PERSON_DATA, type ImportContext } from './import.service.ts';
export { hasPersonData, prepareRecord, type PreparedRecord } from './record-prepare.ts';
export { kyselyRunner, writeRecords } from './record-writer.ts';
