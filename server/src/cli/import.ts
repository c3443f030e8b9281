import { parseArgs } from 'node:util';
import {
  addressReadingLabel,
  dateReadingLabel,
  DELIMITER_NAMES,
  describeFindings,
  describeGarbledText,
  describeBirthYearsOnly,
  describeMovedBirthDates,
  describeTwoDigitYears,
  describeReadNote,
  describeReadProblem,
  HEADER_ROW_FLAG,
  COLUMNS_FLAG,
  describeUnreadDates,
  describeUnreadStateColumn,
  describeToldStateColumn,
  describeToldSpreadsheetDays,
  describeUnreadSpreadsheetDays,
  describeUnfollowedDateOrder,
  describeMixedDateOrders,
  ENCODING_LABELS,
  hasDateColumn,
  TEXT_ENCODINGS,
  type DelimiterChoice,
  type EncodingChoice,
} from '@breachwatch/core';
import { columnNamesSchema, leakSourceInputSchema } from '@breachwatch/core/schemas/import';
import type { z } from 'zod';
import { loadConfig } from '../config.ts';
import { readImportSettingWarnings } from '../db/pg-import-settings.ts';
import { loadEncryptionKey } from '../lib/field-cipher.ts';
import { FileImportError, importFile, ImportStoppedError, type FileImportProgress } from '../records/import/index.ts';
import { runCli, withDatabase } from './cli-runner.ts';

const USAGE = `Usage: npm run import -- FILE [--source NAME] [--url URL] [--date-found YYYY-MM-DD]
                         [--credibility high|medium|low] [--category TEXT] [--reason TEXT]
                         [--encoding auto|ENCODING] [--delimiter auto|comma|tab|semicolon|pipe|colon]
                         [--spreadsheet-days COLUMN]... [${HEADER_ROW_FLAG} N]
                         [--date-order day-first|month-first] [--state-column COLUMN]
                         [${COLUMNS_FLAG} NAMES]
Imports a CSV/TSV file of breach records as one import batch: if anything is wrong with the
file, nothing is saved. Re-importing the same rows does not duplicate them. The encoding and
the separator are detected unless given; detection knows UTF-8, UTF-16 and Windows-1252 only.
A list of email addresses with no header row, each alone or with a password after a ":", ";"
or "|", is read as the columns Email and Password (--delimiter colon names the ":").
--spreadsheet-days reads the numbers of a birth date or date added COLUMN (named as the header
row names it; repeat it for several) as a spreadsheet's day numbers: "31107" is 1985-03-01.
${HEADER_ROW_FLAG} N reads row N of the file as the header row and leaves out the rows above it (a
title or export details); rows keep their numbers in the file.
${COLUMNS_FLAG} NAMES names the columns of a file with no header row, in order, separated by commas
(${COLUMNS_FLAG} "Phone,First Name,Last Name,Email"): its row 1 is then a record. The separator is
the one that splits its first lines into as many values (a colon too; a time's colons, as in
12:00:00 AM, do not split it). With ${HEADER_ROW_FLAG} N, the names replace the file's header
row N (column numbers, or another tool's names: _c0,_c1).
--date-order reads a date like 01/02/1975 day first (1 February) or month first (January 2).
Without it, the order is the one the file's first dates show (31/12/1980 is day first), else
the one of its column names' language; the summary says which, and when later rows disagree.
--state-column reads a COLUMN headed "ST" (as in "Address, City, ST, Zip") as the state; without
it such a column is kept only in the original row, since it may be a street's type ("AVE").
ENCODING is one of:
${TEXT_ENCODINGS.map((e) => `  ${e.padEnd(13)}${ENCODING_LABELS[e]}`).join('\n')}`;

const DELIMITER_OPTIONS: Record<string, DelimiterChoice> = { auto: 'auto', comma: ',', tab: '\t', semicolon: ';', pipe: '|', colon: ':' };

function progressPrinter(): (p: FileImportProgress) => void {
  let last = -Infinity;
  const started = performance.now();
  return (p) => {
    const now = performance.now();
    // Nothing read yet says nothing (a small file's one chunk used to print "0 rows read
    // (100%)"); the last update is always shown, however soon after the one before.
    if (p.rows === 0) return;
    const done = p.totalBytes > 0 && p.bytesRead >= p.totalBytes;
    if (now - last < 1000 && !done) return;
    last = now;
    const pct = p.totalBytes ? Math.min(100, Math.round((p.bytesRead / p.totalBytes) * 100)) : 0;
    const rate = Math.round(p.rows / ((now - started) / 1000));
    const verb = p.phase === 'checking' ? 'checked' : 'read';
    process.stderr.write(
      `\r  ${p.rows.toLocaleString('en-US')} ${p.rows === 1 ? 'row' : 'rows'} ${verb} (${pct}%), ${rate.toLocaleString('en-US')} rows/s   `,
    );
  };
}

/** The exit code of a process ended by a signal, as a shell reports it: 128 + its number. */
const SIGNAL_EXIT: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143 };

const KEPT_HIDDEN = "is kept open and hidden until it is committed or removed in the console's open imports";

/**
 * Ctrl-C or SIGTERM during an import. Alone with the database the import is one transaction, and
 * before its batch opens it has written nothing: it ends at once, and nothing is saved. Beside a
 * running server (SQLite) the batch is open and holds what was written: the import ends its
 * current write, records the batch as stopped, as the console's page does when it stops
 * (stopOpenBatch), so the console offers it at once rather than after two idle minutes, and
 * exits non-zero. A second signal ends it at once, the batch still open and hidden.
 */
function interruptions(): { signal: AbortSignal; batchOpened(id: string): void; exitCode(): number; dispose(): void } {
  const controller = new AbortController();
  let batchId: string | undefined;
  let received: NodeJS.Signals = 'SIGINT';
  const onSignal = (signal: NodeJS.Signals) => {
    received = signal;
    if (batchId === undefined || controller.signal.aborted) {
      process.stderr.write(
        batchId === undefined
          ? `\nInterrupted (${signal}): nothing was saved.\n`
          : `\nInterrupted (${signal}) while stopping: batch ${batchId}, which holds the rows written so far, ${KEPT_HIDDEN}.\n`,
      );
      process.exit(SIGNAL_EXIT[signal] ?? 1);
    }
    process.stderr.write(`\n  ${signal}: stopping after the current write...`);
    controller.abort(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    batchOpened: (id) => (batchId = id),
    exitCode: () => SIGNAL_EXIT[received] ?? 1,
    dispose: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        source: { type: 'string' },
        url: { type: 'string' },
        'date-found': { type: 'string' },
        credibility: { type: 'string' },
        category: { type: 'string' },
        reason: { type: 'string' },
        encoding: { type: 'string' },
        delimiter: { type: 'string' },
        'spreadsheet-days': { type: 'string', multiple: true },
        'header-row': { type: 'string' },
        'date-order': { type: 'string' },
        'state-column': { type: 'string' },
        columns: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length !== 1) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const hasSourceDetail = values.url || values['date-found'] || values.credibility || values.category || values.reason;
  if (hasSourceDetail && !values.source) {
    console.error('--url, --date-found, --credibility, --category and --reason describe a source: give --source NAME too.');
    return 2;
  }
  let source: z.output<typeof leakSourceInputSchema> | undefined;
  if (values.source) {
    const result = leakSourceInputSchema.safeParse({
      name: values.source,
      url: values.url,
      dateFound: values['date-found'],
      credibility: values.credibility,
      category: values.category,
      reason: values.reason,
    });
    if (!result.success) {
      console.error(result.error.issues.map((i) => `--${String(i.path[0] ?? 'source')}: ${i.message}`).join('\n'));
      return 2;
    }
    source = result.data;
  }

  const encoding = values.encoding ?? 'auto';
  if (encoding !== 'auto' && !(TEXT_ENCODINGS as readonly string[]).includes(encoding)) {
    console.error(`--encoding: one of auto, ${TEXT_ENCODINGS.join(', ')}.`);
    return 2;
  }
  const delimiterName = values.delimiter ?? 'auto';
  const delimiter = Object.hasOwn(DELIMITER_OPTIONS, delimiterName) ? DELIMITER_OPTIONS[delimiterName] : undefined;
  if (!delimiter) {
    console.error(`--delimiter: one of ${Object.keys(DELIMITER_OPTIONS).join(', ')}.`);
    return 2;
  }

  let headerRow: number | undefined;
  if (values['header-row'] !== undefined) {
    headerRow = /^\d{1,6}$/.test(values['header-row']) ? Number(values['header-row']) : 0;
    if (headerRow < 1) {
      console.error(`${HEADER_ROW_FLAG}: the file row number of the header row, 1 or more (row 1 is the file's first line).`);
      return 2;
    }
  }

  let columnNames: string[] | undefined;
  if (values.columns !== undefined) {
    const names = columnNamesSchema.safeParse(values.columns);
    if (!names.success) {
      console.error(`${COLUMNS_FLAG}: ${names.error.issues[0]?.message}`);
      return 2;
    }
    columnNames = names.data;
  }

  const dateOrder = values['date-order'];
  if (dateOrder !== undefined && dateOrder !== 'day-first' && dateOrder !== 'month-first') {
    console.error('--date-order: day-first or month-first.');
    return 2;
  }

  const config = loadConfig();
  const masterKey = loadEncryptionKey(config);
  return withDatabase(async (database) => {
    // PostgreSQL settings that make a big import slow (ADR 0134): said, not enforced.
    for (const warning of await readImportSettingWarnings(database)) process.stderr.write(`Warning: ${warning}\n`);
    const interrupted = interruptions();
    let result;
    try {
      result = await importFile(database, masterKey, {
        file: positionals[0]!,
        source,
        importedBy: 'cli',
        encoding: encoding as EncodingChoice,
        delimiter,
        spreadsheetDayColumns: values['spreadsheet-days'],
        ...(values['state-column'] ? { stateColumns: [values['state-column']] } : {}),
        headerRow,
        ...(columnNames ? { columnNames } : {}),
        ...(dateOrder ? { dateOrder } : {}),
        onProgress: progressPrinter(),
        onIndexing: () => process.stderr.write('\n  all rows written; building the search indexes...'),
        onBatchOpened: interrupted.batchOpened,
        signal: interrupted.signal,
      });
    } catch (error) {
      if (!(error instanceof ImportStoppedError)) throw error;
      process.stderr.write(
        `\nInterrupted (${String(interrupted.signal.reason)}): the import stopped after ${error.received.toLocaleString('en-US')} rows. Batch ${error.batchId}, which holds them, ${KEPT_HIDDEN}; nothing more will be added to it.\n`,
      );
      return interrupted.exitCode();
    } finally {
      interrupted.dispose();
    }
    process.stderr.write('\n');
    const addresses = addressReadingLabel(result.read.resolved);
    console.log(
      [
        `Imported ${positionals[0]} in ${result.seconds.toFixed(1)} s (${Math.round(result.rows / result.seconds).toLocaleString('en-US')} rows/s):`,
        `  rows read:   ${result.rows}`,
        `  imported:    ${result.imported}`,
        `  duplicates:  ${result.duplicates} (already stored)`,
        `  skipped:     ${result.skipped} (no name, contact, identity or address values; a repeated header row; a totals line)`,
        `  batch:       ${result.batchId}`,
        `  read as:     ${ENCODING_LABELS[result.read.encoding]} (${result.read.encodingSource}), ${DELIMITER_NAMES[result.read.delimiter]}-separated (${result.read.delimiterSource})`,
        // As the console's preview shows them: an unrecognised column is kept in each record's
        // original row but fills no field, so a name column missing here is worth seeing.
        `  columns:     ${result.read.resolved.recognized.join(', ')}`,
        ...(hasDateColumn(result.read.resolved) ? [`  dates:       ${dateReadingLabel(result.read.resolved)}`] : []),
        ...(addresses !== undefined ? [`  addresses:   ${addresses}`] : []),
        ...(result.read.resolved.ignored.length
          ? [`  ignored:     ${result.read.resolved.ignored.join(', ')} (kept in the original row only)`]
          : []),
        ...result.read.notes.map((n) => `  note:        ${describeReadNote(n)}`),
        // The console's preview and report say the same (ADR 0194).
        ...(result.read.findings
          ? [
              ...describeFindings(result.read.findings),
              // The command line reads the dates in the order the headers or --date-order say (ADR 0317).
              ...(result.read.findings.dateOrder ? [describeUnfollowedDateOrder(result.read.findings.dateOrder)] : []),
              ...(result.read.findings.mixedDateOrders ? [describeMixedDateOrders(result.read.findings.mixedDateOrders)] : []),
              ...result.read.findings.unreadDates.map(describeUnreadDates),
              // The command line reads spreadsheet day numbers only where told to (ADR 0274).
              ...result.read.findings.spreadsheetDays.map((f) =>
                f.read ? describeToldSpreadsheetDays(f) : describeUnreadSpreadsheetDays(f),
              ),
              // The command line reads an "ST" column as the state only when --state-column names it (ADR 0322).
              ...result.read.findings.stateColumns.flatMap((f) =>
                f.read ? [describeToldStateColumn(f)] : f.other ? [] : [describeUnreadStateColumn(f)],
              ),
              ...result.read.findings.birthYearsOnly.map(describeBirthYearsOnly),
              ...result.read.findings.movedBirthDates.map(describeMovedBirthDates),
              ...result.read.findings.twoDigitYears.map(describeTwoDigitYears),
              ...result.read.findings.garbledText.map(describeGarbledText),
            ]
          : []
        ).map((text) => `  note:        ${text}`),
        ...(result.mode === 'shared' ? ['  (written in short transactions beside the running server)'] : []),
        ...(result.indexSeconds ? [`  (${result.indexSeconds.toFixed(1)} s of it building the indexes once, after the rows)`] : []),
      ].join('\n'),
    );
    return 0;
  }, config);
}

await runCli(main, (error) => {
  process.stderr.write('\n');
  // A problem with the file, worded for the command line: its remedy names the flag, not the console's button.
  if (error instanceof FileImportError)
    return `Import failed, nothing was saved: ${error.problem ? describeReadProblem(error.problem, 'command-line') : error.message}`;
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return `No such file: ${(error as NodeJS.ErrnoException).path ?? ''}`;
  return `Import failed, nothing was saved: ${(error as Error).message}`;
});
