// Which character separates the columns. Spec §5 says tab if the text has a tab, otherwise
// comma; real exports also use semicolons (Excel wherever the decimal mark is a comma) and
// pipes, and Excel writes a first line "sep=;" to say which. The header row decides (a tab or
// comma inside a data value must not change how the whole file is read), and the admin can
// override the choice.

import { colonValueCount } from './colon-times.ts';

// A colon separates only a headerless list's addresses from their passwords (ADR 0328): it is
// never detected from a header line, and a title's "Exported: …" is no field end.
export const DELIMITERS = [',', '\t', ';', '|', ':'] as const;
export type Delimiter = (typeof DELIMITERS)[number];
export type DelimiterChoice = Delimiter | 'auto';

export const DELIMITER_NAMES: Record<Delimiter, string> = { ',': 'comma', '\t': 'tab', ';': 'semicolon', '|': 'pipe', ':': 'colon' };

export function isDelimiter(value: string): value is Delimiter {
  return (DELIMITERS as readonly string[]).includes(value);
}

/** Excel's first line "sep=X": its delimiter and the length of the line with its line break, or null. */
export function excelSepLine(text: string): { delimiter: string; length: number } | null {
  const m = /^sep=(.)(\r\n|\n|\r|$)/i.exec(text);
  return m ? { delimiter: m[1]!, length: m[0].length } : null;
}

/**
 * PowerShell's `Export-Csv` (before PowerShell 6, or with -IncludeTypeInformation) writes
 * `#TYPE System.Management.Automation.PSCustomObject` before the header: the line and its length.
 */
export function powershellTypeLine(text: string): { line: string; length: number } | null {
  const m = /^#TYPE [^\r\n,;\t|"]+(\r\n|\n|\r)/.exec(text);
  return m ? { line: m[0].trimEnd(), length: m[0].length } : null;
}

function countOutsideQuotes(line: string, char: string): number {
  let n = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) n++;
  }
  return n;
}

/** The delimiter of a header line: tab if it has one, else the most frequent of comma, semicolon and pipe (comma on a tie). */
export function detectDelimiter(headerLine: string): Delimiter {
  if (headerLine.includes('\t')) return '\t';
  let best: Delimiter = ',';
  let bestCount = countOutsideQuotes(headerLine, ',');
  for (const d of [';', '|'] as const) {
    const n = countOutsideQuotes(headerLine, d);
    if (n > bestCount) {
      best = d;
      bestCount = n;
    }
  }
  return best;
}

/**
 * The delimiter of a file whose columns the person importing named (ADR 0330): its first lines
 * are records, so the separator is the one that splits the most of them into as many values as
 * columns were named (the one a header line's rule finds first, then tab, comma, semicolon, pipe
 * and colon: "phone:id:first:last" lists, a time's colons not counted: ADR 0331). When none
 * does, the header line's rule decides, and the first row's width is refused in words of the names.
 */
export function detectDelimiterForWidth(lines: readonly string[], width: number): Delimiter {
  const first = detectDelimiter(lines[0] ?? '');
  let best = first;
  let bestCount = 0;
  for (const d of [first, '\t', ...DELIMITERS] as const) {
    const count = lines.filter((line) => (d === ':' ? colonValueCount(line, width) : countOutsideQuotes(line, d) + 1) === width).length;
    if (count > bestCount) {
      best = d;
      bestCount = count;
    }
  }
  return best;
}

/** Line breaks: LF when the text has any (a CR before it stays with the row and is dropped), else CR (old Mac), else LF. */
export function detectNewline(sample: string): '\n' | '\r' {
  if (sample.includes('\n')) return '\n';
  return sample.includes('\r') ? '\r' : '\n';
}
