// A list of email addresses, or of addresses and passwords ("alice@example.com:hunter2"), with no
// header row (ADR 0328): the commonest shape of leaked credentials, and of the lists people and
// services pass on. Read from the start of the text, as the separator is (start-of-text.ts).

import type { Delimiter, DelimiterChoice } from './delimiter.ts';

/** How a headerless list is read: its columns, and the separator after each address, if any. */
export interface HeaderlessList {
  headers: readonly ['Email'] | readonly ['Email', 'Password'];
  /**
   * The character after the address ("alice@example.com:hunter2"). The password is the rest of
   * the line, this character included wherever it appears again ("p:a:ss" is one password).
   */
  separator?: Delimiter;
}

// An address as such lists write it: no spaces, quotes, brackets or separators in it, a dot in its domain.
const ADDRESS = String.raw`[^\s@"'<>()\[\],;:|]+@[^\s@"'<>()\[\],;:|]+\.[^\s@"'<>()\[\],;:|.]+`;
const ADDRESS_ALONE = new RegExp(`^\\s*${ADDRESS}\\s*$`);
// The separators of credential lists. A comma or a tab after an address starts a headerless
// CSV or TSV of people as often ("alice@example.com,Alice Smith,555-0100"): its second cell is
// no password, so such a file is not read as a list.
const ADDRESS_AND_MORE = new RegExp(`^\\s*${ADDRESS}([:;|])`);
/** Most lines of the start that must all agree. */
const LINES_LOOKED_AT = 1000;

/**
 * The headerless list the start of a text is, or undefined: every line looked at (up to 1,000,
 * the last one only when it is complete) is an address alone, or an address, one separator (":",
 * ";" or "|") and anything, with the same separator on every line that has one. A separator the
 * person importing chose must be the list's. `complete`: the sample is the whole text.
 */
export function headerlessListOf(
  sample: string,
  newline: '\n' | '\r',
  chosen: DelimiterChoice,
  complete: boolean,
): HeaderlessList | undefined {
  const lines = sample.split(newline === '\n' ? /\r?\n/ : /\r/);
  if (!complete) lines.pop();
  let separator: Delimiter | undefined;
  let looked = 0;
  for (const line of lines) {
    if (line.trim() === '') continue;
    if (looked++ === LINES_LOOKED_AT) break;
    if (ADDRESS_ALONE.test(line)) continue;
    const more = ADDRESS_AND_MORE.exec(line);
    if (!more) return undefined;
    const found = more[1] as Delimiter;
    if (separator !== undefined && found !== separator) return undefined;
    separator = found;
  }
  if (looked === 0) return undefined;
  // One column: whichever separator is chosen splits nothing.
  if (separator === undefined) return { headers: ['Email'] };
  if (chosen !== 'auto' && chosen !== separator) return undefined;
  return { headers: ['Email', 'Password'], separator };
}

const LEADING_ADDRESS = new RegExp(`^\\s*(${ADDRESS})(?:\\s*$|[:;|\\t,])`);

/** The address a line starts with, as a headerless list's line does ("alice@example.com:…"), or undefined. */
export function leadingAddressOf(line: string): string | undefined {
  return LEADING_ADDRESS.exec(line)?.[1];
}
