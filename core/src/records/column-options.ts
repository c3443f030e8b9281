// The reader's options that name columns to read their own way, as the header row names them:
// the command line's --spreadsheet-days (ADR 0274) and --state-column (ADR 0322, ADR 0326).

import { withSpreadsheetDays, withStateColumns, type ResolvedHeaders } from './field-aliases.ts';
import { ReadProblemError } from './read-problems.ts';

/** The options of the reader that name columns (RowReaderOptions). */
export interface ColumnOptions {
  spreadsheetDayColumns?: readonly string[];
  stateColumns?: readonly string[];
}

/** The headers with the columns the options name read as spreadsheet day numbers, and as the state. */
export function withColumnOptions(resolved: ResolvedHeaders, options: ColumnOptions): ResolvedHeaders {
  const withDays = withNamedColumns(resolved, options.spreadsheetDayColumns, 'not-a-date-column', (indexes) => {
    const marked = withSpreadsheetDays(resolved, indexes);
    return 'notADateColumn' in marked ? marked.notADateColumn : marked;
  });
  return withNamedColumns(withDays, options.stateColumns, 'not-a-state-column', (indexes) => {
    const marked = withStateColumns(withDays, indexes);
    return 'notAStateColumn' in marked ? marked.notAStateColumn : marked;
  });
}

/**
 * The headers with the columns an option names read its way: `mark` gives the headers, or the
 * index of a named column it cannot read so. A name the file has not, or such a column, is a
 * read problem of `code`.
 */
function withNamedColumns(
  resolved: ResolvedHeaders,
  names: readonly string[] | undefined,
  code: 'not-a-date-column' | 'not-a-state-column',
  mark: (indexes: number[]) => ResolvedHeaders | number,
): ResolvedHeaders {
  if (!names?.length) return resolved;
  const indexes = names.map((name) => {
    const m = resolved.mapping.find((c) => c.key === name.trim());
    if (!m) throw new ReadProblemError({ code, column: name, found: false });
    return m.index;
  });
  const marked = mark(indexes);
  if (typeof marked === 'number') throw new ReadProblemError({ code, column: resolved.mapping[marked]!.key, found: true });
  return marked;
}
