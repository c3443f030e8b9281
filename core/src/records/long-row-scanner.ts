// A row too long to hold (over MAX_ROW_CHARS) is followed to its end without being stored: the
// row reader hands it here, so that its problem can be named (a field too long, a quote never
// closed) while memory stays bounded.

import { MAX_FIELD_CHARS } from './read-problems.ts';

/** Counts columns and quotes of a row fed to it in pieces, the way Papa Parse would split it. */
export class LongRowScanner {
  private quoted = false;
  private column = 0;
  private fieldChars = 0;
  private longColumn: number | undefined;
  private afterQuote = false;

  constructor(
    private readonly delimiter: string,
    private readonly newline: string,
    /** False for a tab-separated text that does not quote (ADR 0215): every quote is a character. */
    private readonly quotes = true,
  ) {}

  /** Feeds text; returns true when the row ended (the rest of the text is not part of it). */
  feed(text: string): boolean {
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (this.quoted) {
        if (c === '"') {
          this.quoted = false;
          this.afterQuote = true;
        } else this.grow();
        continue;
      }
      if (c === '"' && this.quotes && (this.afterQuote || this.fieldChars === 0)) {
        // An opening quote, or the second half of a doubled quote inside a quoted field. A quote
        // inside an unquoted field is a character, as Papa Parse reads it.
        if (this.afterQuote) this.grow();
        this.quoted = true;
        this.afterQuote = false;
        continue;
      }
      this.afterQuote = false;
      if (c === this.delimiter) {
        this.column++;
        this.fieldChars = 0;
      } else if (c === this.newline) return true;
      else this.grow();
    }
    return false;
  }

  private grow(): void {
    if (++this.fieldChars > MAX_FIELD_CHARS && this.longColumn === undefined) this.longColumn = this.column;
  }

  get inQuotes(): boolean {
    return this.quoted;
  }

  get longFieldColumn(): number | undefined {
    return this.longColumn;
  }
}
