// A birth year on its own (ADR 0323): a "Birth Year" or "YOB" column, or a year alone in a
// date-of-birth column. Voter rolls and many dumps hold only the year; it is the one part of a
// birth date the public card shows, and it tells people with a common name apart.

import { MIN_PLAUSIBLE_YEAR } from './dob.ts';

/** Four digits, as written or as a spreadsheet's number ("1990.0"). */
const YEAR_RE = /^(\d{4})(?:\.0+)?$/;

/** The year a cell names, from 1900 to `today`'s year, or undefined. */
export function readBirthYear(value: string, today: Date): number | undefined {
  const m = YEAR_RE.exec(value.trim());
  if (!m) return undefined;
  const year = Number(m[1]);
  return year >= MIN_PLAUSIBLE_YEAR && year <= today.getFullYear() ? year : undefined;
}
