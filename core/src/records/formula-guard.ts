// The spreadsheet formula guard (CSV injection): one rule for the export that writes it and the
// import that reads it back, so a file we exported imports as the values it was made from.

/**
 * A cell that starts with a formula sign gets an apostrophe in front, which makes a spreadsheet
 * read it as text. The signs are OWASP's list (CSV Injection, owasp.org/www-community/attacks/
 * CSV_Injection: =, +, -, @, tab, carriage return, line feed; prefix with a single quote) and the
 * null character ASVS 1.2.10 adds, and their look-alikes: the full-width forms (＝ ＋ － ＠) and
 * the small forms (﹦ ﹢ ﹣ ﹫), which East Asian editions of Excel, input methods and
 * compatibility folding (NFKC) turn into the ASCII ones. Any of them counts behind leading white
 * space or characters that show nothing (a no-break space, a left-to-right mark, a zero-width
 * space, a word joiner, a byte-order mark, a Hangul filler), which some spreadsheets drop or trim
 * before they read the cell.
 */
const FORMULA_START =
  // eslint-disable-next-line no-control-regex -- a leading null is one of the signs
  /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}]*[=+\-@\t\r\n\u0000\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/u;

const APOSTROPHE = 39;

/** The cell behind its leading apostrophes: what a spreadsheet reads once a guard's is taken off. */
function afterApostrophes(value: string): string {
  let i = 0;
  while (value.charCodeAt(i) === APOSTROPHE) i++;
  return value.slice(i);
}

/**
 * The cell as an export writes it: an apostrophe in front of a cell that starts with a formula
 * sign, and in front of one that already starts with apostrophes before a sign, so that reading
 * the guard back (unguardFormula) takes off exactly the one it added. Only ever a prefix: every
 * character of the value stays, and a spreadsheet shows the value as it was.
 */
export function guardFormula(value: string): string {
  return FORMULA_START.test(afterApostrophes(value)) ? `'${value}` : value;
}

/**
 * A cell an export guarded, read back: its first apostrophe off, when apostrophes stand before a
 * formula sign. Any other cell is returned as it is (an apostrophe before letters is a name's:
 * 'Big' Jim). unguardFormula(guardFormula(v)) is v for every v.
 */
export function unguardFormula(value: string): string {
  return value.charCodeAt(0) === APOSTROPHE && FORMULA_START.test(afterApostrophes(value)) ? value.slice(1) : value;
}
