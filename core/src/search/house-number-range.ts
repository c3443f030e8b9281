// A US house number range typed with a dash ("1420-1422 Oak St", a building on two lots; ADR
// 0299). It is keyed as written (ADR 0237), and a record may hold the building at either number
// alone, so a short range is also read at each of its two numbers, and at no number between
// them: a range is never a wildcard. Each number is its own question to the lookup budget (ADR
// 0217), so a number known to be someone's does not make a guess at the other one free (ADR 0288).

/** The widest range read at its two numbers: lots beside each other, not a stretch of street. */
export const MAX_RANGE_SPAN = 10;

/** A number, a dash (any dash a keyboard or a word processor gives) and a number. */
const DASH_RANGE = /(?<![\p{L}\p{N}./-])(\p{Nd}{1,6}) ?[-\u2010-\u2015\u2212] ?(\p{Nd}{1,6})(?![\p{L}\p{N}/-])/gu;

export interface DashRanges {
  /** "1420 1422": the tokens of a short range typed with a dash, read at each number too. */
  short: Set<string>;
  /** "100-200": a range wider than MAX_RANGE_SPAN, read only as written. */
  wide: Map<string, string>;
}

/**
 * The ranges typed with a dash in a query's text (ASCII digits), by the tokens they give. A
 * second number no larger than the first is no range: Queens writes "123-45 Main St" for house
 * 45 on block 123, and "12-12" is one number.
 */
export function dashRanges(text: string): DashRanges {
  const out: DashRanges = { short: new Set(), wide: new Map() };
  for (const m of text.matchAll(DASH_RANGE)) {
    const [first, last] = [Number(m[1]), Number(m[2])];
    if (last <= first) continue;
    const tokens = `${m[1]} ${m[2]}`;
    if (last - first <= MAX_RANGE_SPAN) out.short.add(tokens);
    else out.wide.set(tokens, m[0].replace(/ /g, ''));
  }
  return out;
}

/** Said when a wide range was read only as written. */
export const wideRangeNote = (range: string): string =>
  `"${range}" was searched as written: a house number range is also searched at its two numbers only when they are at most ${MAX_RANGE_SPAN} apart.`;
