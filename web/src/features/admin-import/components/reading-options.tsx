import {
  COLUMN_NAMES_EXAMPLE,
  COLUMN_NAMES_LABEL,
  CHOSEN_ENCODINGS,
  DELIMITER_NAMES,
  DETECTED_ENCODINGS,
  ENCODING_LABELS,
  type DelimiterChoice,
  type EncodingChoice,
} from '@breachwatch/core';
import type { Preview } from '../lib/load-preview';
import type { ReadOptions } from '../lib/read-input';
import { inputClass } from './leak-source-fields';

const DELIMITER_CHOICES: Array<{ value: DelimiterChoice; label: string }> = [
  { value: 'auto', label: 'Detect' },
  { value: ',', label: 'Comma (,)' },
  { value: '\t', label: 'Tab' },
  { value: ';', label: 'Semicolon (;)' },
  { value: '|', label: 'Pipe (|)' },
  { value: ':', label: 'Colon (:)' },
];

/** The column names as typed (read on "Parse & Preview"), and whether they replace row 1 (ADR 0330). */
export interface ColumnNamesDraft {
  text: string;
  replacesHeaderRow: boolean;
}

export const NO_COLUMN_NAMES: ColumnNamesDraft = { text: '', replacesHeaderRow: false };

/**
 * How the input is read: detected by default; the admin can choose the encoding and separator,
 * and name the columns of an input with no header row, or with one to replace (ADR 0330).
 */
export function ReadingOptions({
  value,
  onChange,
  columnNames,
  onColumnNames,
  showEncoding,
  disabled,
}: {
  value: ReadOptions;
  onChange(next: ReadOptions): void;
  columnNames: ColumnNamesDraft;
  onColumnNames(next: ColumnNamesDraft): void;
  showEncoding: boolean;
  disabled: boolean;
}) {
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2">
      {showEncoding && (
        <label className="text-sm font-medium text-slate-800">
          Encoding
          <select
            className={inputClass}
            value={value.encoding}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, encoding: e.target.value as EncodingChoice })}
          >
            <option value="auto">Detect</option>
            <optgroup label="Unicode and Western">
              {DETECTED_ENCODINGS.map((enc) => (
                <option key={enc} value={enc}>
                  {ENCODING_LABELS[enc]}
                </option>
              ))}
            </optgroup>
            {/* Detection cannot tell these apart (ADRs 0185, 0194): the admin chooses one when names look garbled. */}
            <optgroup label="Other code pages (never detected)">
              {CHOSEN_ENCODINGS.map((enc) => (
                <option key={enc} value={enc}>
                  {ENCODING_LABELS[enc]}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
      )}
      <label className="text-sm font-medium text-slate-800">
        Separator
        <select
          className={inputClass}
          value={value.delimiter}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, delimiter: e.target.value as DelimiterChoice })}
        >
          {DELIMITER_CHOICES.map((d) => (
            <option key={d.label} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
      </label>
      <div className="sm:col-span-2">
        <label className="text-sm font-medium text-slate-800">
          {COLUMN_NAMES_LABEL} <span className="font-normal text-slate-700">(only for a file with no header row)</span>
          <input
            type="text"
            className={inputClass}
            value={columnNames.text}
            disabled={disabled}
            onChange={(e) => onColumnNames({ ...columnNames, text: e.target.value })}
            aria-describedby="column-names-hint"
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <p id="column-names-hint" className="mt-1 text-xs text-slate-700">
          Leave empty when the first row names the columns. For a file with no header row, type its columns in order, separated by commas,
          such as {COLUMN_NAMES_EXAMPLE}.
        </p>
        <label className="mt-2 flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-indigo-700"
            checked={columnNames.replacesHeaderRow}
            disabled={disabled}
            onChange={(e) => onColumnNames({ ...columnNames, replacesHeaderRow: e.target.checked })}
          />
          Row 1 is a header row of other names (such as Column1 or _c0): leave it out
        </label>
      </div>
    </div>
  );
}

const SOURCE_WORDS = {
  chosen: 'chosen',
  bom: 'byte-order mark',
  pattern: 'detected',
  detected: 'detected',
  'sep-line': 'sep= line',
} as const;

/**
 * "Read as UTF-8 (detected), comma-separated (detected): 300,000 rows." Pasted text and a Google
 * Sheet arrive as text: they have no encoding to choose, so none is named and no choice offered.
 */
export function ReadSummaryLine({ preview, encodingChoosable }: { preview: Preview; encodingChoosable: boolean }) {
  const read = preview.read;
  const rows = preview.totalRows;
  return (
    <p className="text-sm text-slate-800" data-testid="read-summary">
      {read && (
        <>
          {encodingChoosable && (
            <>
              Read as <strong>{ENCODING_LABELS[read.encoding]}</strong> ({SOURCE_WORDS[read.encodingSource]}),{' '}
            </>
          )}
          <strong>{DELIMITER_NAMES[read.delimiter]}</strong>-separated ({SOURCE_WORDS[read.delimiterSource]}):{' '}
        </>
      )}
      <strong>{rows.toLocaleString('en-US')}</strong> {rows === 1 ? 'row' : 'rows'}, {rows === 1 ? 'checked' : 'every one checked'}.
      {encodingChoosable && ' If names look wrong, choose the encoding above and read the file again.'}
    </p>
  );
}
