// Small readings of raw text and parsed values that the row reader and its start-of-text rules
// share: a blank row, a quoted value after spaces, binary content, line counts, a row as a
// message quotes it.

/** Share of control characters in the start of a file above which it is treated as binary. */
const BINARY_CONTROL_SHARE = 0.1;

export function isBlank(values: readonly string[]): boolean {
  for (let i = 0; i < values.length; i++) if (values[i]!.trim() !== '') return false;
  return true;
}

/**
 * A quoted value after spaces: `"Ann", "ann@example.org"`, as hand-made exports and `", "` joins
 * write a row. The CSV parser opens a quoted field only at its first character, so the quotes
 * were kept: the address `"ann@example.org"` (quotes and all) matched no search for it. Read as
 * the quoted field it is, doubled quotes inside as one. A quote inside a value stays as written.
 */
const PADDED_QUOTED = /^[ \t]+"((?:[^"]|"")*)"[ \t]*$/;

export function unquotePadded(values: string[]): void {
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    const c = v.charCodeAt(0);
    if (c !== 32 && c !== 9) continue;
    const m = PADDED_QUOTED.exec(v);
    if (m) values[i] = m[1]!.replace(/""/g, '"');
  }
}

export function looksBinary(sample: string): boolean {
  let suspicious = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 127) suspicious++;
  }
  return sample.length > 0 && suspicious / sample.length > BINARY_CONTROL_SHARE;
}

/** Line breaks in a text: LF, CR LF and a lone CR each count once. */
export function countLines(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) n++;
  }
  return n;
}

/**
 * A row as a message quotes it: without the empty cells a spreadsheet pads a title row with
 * ("Customer list,,,"), which say nothing of what the row is.
 */
export function shownRow(text: string): string {
  return text.replace(/[,;\t| ]+$/, '').trim();
}
