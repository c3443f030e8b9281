// The parser of tab-separated text (ADR 0215). Tab-separated exports often do not quote at all
// (MySQL's --batch, PostgreSQL's COPY, many shop and CRM exports), so a value may hold a bare
// double quote anywhere: 5" Monitor, O"Brien, "Big" Jim. Others quote as CSV does (Excel's "Text
// (Tab delimited)", Python's excel-tab) when a value holds a tab, a line break or a quote. Both
// are read here. A text whose start shows a bare quote (a quote inside a field that is not a
// well-formed quoted field) does not quote: every quote in it is a character. Otherwise a quote
// opens a quoted field only at the start of a field, and only when the field is a well-formed
// quoted one (its closing quote followed by a tab, a line break or the end of the text, spaces
// allowed between as Papa Parse allows them); otherwise the field is read as written, quotes
// included, up to the next tab or line break. A quote elsewhere in a field is a character. The
// interface is the part of Papa Parse's Parser the row reader uses.

import { MAX_ROW_CHARS } from './read-problems.ts';

/** What a parse gives, in the shape of Papa Parse's result (this parser reports no errors). */
export interface TsvParseResult {
  data: string[][];
  errors: never[];
  meta: { cursor: number };
}

/** How the field starting with a quote at `start` is read. */
type QuotedField =
  /** A well-formed quoted field: its value, and the index after its closing quote and spaces. */
  | { value: string; end: number }
  /** Not a quoted field: read as written. */
  | 'literal'
  /** The text ends before it is known (more may come). */
  | 'incomplete';

export class TsvParser {
  /** Whether a field read as written held a quote (a bare quote: the text does not quote). */
  private sawBareQuote = false;

  /** `quotes` false: the text does not quote, every quote is a character. */
  constructor(
    private readonly newline: '\n' | '\r',
    private readonly quotes = true,
  ) {}

  /**
   * Whether a tab-separated text quotes its values, from its start (`whole`: the start is the
   * whole text): false when a field of a row there holds a bare quote (5" Monitor, O"Brien, "Big"
   * Jim), which a writer that quotes never writes; a writer that quotes doubles every quote inside
   * a quoted field.
   */
  static quotes(start: string, newline: '\n' | '\r', whole: boolean): boolean {
    const parser = new TsvParser(newline);
    parser.parse(start, 0, !whole);
    return !parser.sawBareQuote;
  }

  /**
   * Splits `input` into rows. With `ignoreLastRow`, a last row that may continue in text still
   * to come is left out and `meta.cursor` is where it starts; without, everything is read (a line
   * break at the very end gives a last row of one empty value, as Papa Parse gives).
   */
  parse(input: string, _baseIndex: number, ignoreLastRow: boolean): TsvParseResult {
    const data: string[][] = [];
    const nl = this.newline;
    const n = input.length;
    let row: string[] = [];
    let rowStart = 0;
    let i = 0;
    // Positions of the next tab, line break and quote, searched again only once passed.
    let nextTab = -2;
    let nextNl = -2;
    let nextQuote = -2;
    const done = (): TsvParseResult => ({ data, errors: [], meta: { cursor: rowStart } });
    for (;;) {
      // At the start of a field.
      if (this.quotes && i < n && input.charCodeAt(i) === 34) {
        if (nextQuote !== -1 && nextQuote <= i) nextQuote = input.indexOf('"', i + 1);
        const quoted = this.quotedField(input, i, ignoreLastRow, nextQuote);
        if (quoted === 'incomplete') return done();
        if (quoted !== 'literal') {
          row.push(quoted.value);
          i = quoted.end;
          if (i >= n) {
            data.push(row);
            rowStart = n;
            return done();
          }
          if (input[i] === '\t') {
            i++;
            continue;
          }
          // A line break follows.
          data.push(row);
          row = [];
          i++;
          rowStart = i;
          if (i === n && !ignoreLastRow) {
            data.push(['']);
            return done();
          }
          if (i === n) return done();
          continue;
        }
      }
      if (nextTab !== -1 && nextTab < i) nextTab = input.indexOf('\t', i);
      if (nextNl !== -1 && nextNl < i) nextNl = input.indexOf(nl, i);
      const tab = nextTab === -1 ? n : nextTab;
      const br = nextNl === -1 ? n : nextNl;
      const end = tab < br ? tab : br;
      if (end === n) {
        if (ignoreLastRow) return done();
        row.push(input.slice(i, n));
        if (n > 0) data.push(row);
        rowStart = n;
        return done();
      }
      const value = input.slice(i, end);
      if (this.quotes && !this.sawBareQuote && value.indexOf('"') !== -1) this.sawBareQuote = true;
      row.push(value);
      i = end + 1;
      if (end === tab) continue;
      data.push(row);
      row = [];
      rowStart = i;
      if (i === n) {
        if (!ignoreLastRow) data.push(['']);
        return done();
      }
    }
  }

  private quotedField(input: string, start: number, ignoreLastRow: boolean, firstQuote: number): QuotedField {
    const n = input.length;
    let value = '';
    let from = start + 1;
    let q = firstQuote;
    for (;;) {
      // No closing quote within the longest row the reader holds: not a quoted field, however
      // the text was cut into pieces (a read of a whole file and of its pieces agree).
      if (q === -1 ? n - start > MAX_ROW_CHARS : q - start > MAX_ROW_CHARS) return 'literal';
      if (q === -1) return ignoreLastRow ? 'incomplete' : 'literal';
      if (q + 1 === n) {
        if (ignoreLastRow) return 'incomplete';
        return { value: value + input.slice(from, q), end: n };
      }
      if (input.charCodeAt(q + 1) === 34) {
        // A doubled quote: one quote of the value.
        value += input.slice(from, q + 1);
        from = q + 2;
        q = input.indexOf('"', from);
        continue;
      }
      // The closing quote: spaces may follow it before the tab or line break.
      let after = q + 1;
      while (after < n && isSpace(input.charCodeAt(after)) && input[after] !== this.newline) after++;
      if (after === n) {
        if (ignoreLastRow) return 'incomplete';
        return { value: value + input.slice(from, q), end: n };
      }
      const c = input[after];
      if (c === '\t' || c === this.newline) return { value: value + input.slice(from, q), end: after };
      return 'literal';
    }
  }
}

/** A space, or a CR before an LF line break (Papa Parse allows whitespace after a closing quote). */
function isSpace(c: number): boolean {
  return c === 32 || c === 13;
}
