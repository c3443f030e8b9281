import { COLUMN_NAMES_EXAMPLE, COLUMN_NAMES_LABEL } from '@breachwatch/core';
import { inputClass } from './leak-source-fields';

/** The column names as typed (read on "Parse & Preview"), and whether they replace row 1 (ADR 0330). */
export interface ColumnNamesDraft {
  text: string;
  replacesHeaderRow: boolean;
}

export const NO_COLUMN_NAMES: ColumnNamesDraft = { text: '', replacesHeaderRow: false };

/**
 * The columns of an input with no header row, named in order, or of a header row of other names
 * they replace (ADR 0330). Every source offers it: a sheet may be one the person cannot edit.
 */
export function ColumnNamesField({
  value,
  onChange,
  disabled,
}: {
  value: ColumnNamesDraft;
  onChange(next: ColumnNamesDraft): void;
  disabled: boolean;
}) {
  return (
    <div className="mt-3">
      <label className="text-sm font-medium text-slate-800">
        {COLUMN_NAMES_LABEL} <span className="font-normal text-slate-700">(only for a file with no header row)</span>
        <input
          type="text"
          className={inputClass}
          value={value.text}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, text: e.target.value })}
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
          checked={value.replacesHeaderRow}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, replacesHeaderRow: e.target.checked })}
        />
        Row 1 is a header row of other names (such as Column1 or _c0): leave it out
      </label>
    </div>
  );
}
