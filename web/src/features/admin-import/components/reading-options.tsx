import {
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

/** How the input is read: detected by default; the admin can choose the encoding and separator. */
export function ReadingOptions({
  value,
  onChange,
  showEncoding,
  disabled,
}: {
  value: ReadOptions;
  onChange(next: ReadOptions): void;
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
