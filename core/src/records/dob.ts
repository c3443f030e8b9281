// Date reading for imported rows. Exports disagree on date formats, so every date goes through
// one reader and is stored as YYYY-MM-DD; anything we cannot read with confidence is dropped
// from the normalised record (the original text stays in allFields).
//
// Accepted inputs:
//   YYYY-MM-DD (optionally followed by a time, e.g. ISO timestamps), YYYY/MM/DD
//   8 digits: YYYYMMDD when that is a real date with a plausible year (1900..current year),
//             otherwise MMDDYYYY. The two readings cannot both be valid: a plausible YYYY
//             starts with 19 or 20, which is never a month.
//   M/D/YYYY and M-D-YYYY (US order, as HR exports write it), or D/M/YYYY and D-M-YYYY in a
//             file whose headers are in a day-first language (DateOrder, from the headers:
//             field-aliases.ts) or whose own dates are written so (ADR 0317). A value only the
//             other order can read (a first number over 12 in month-first order, a second one
//             in day-first) is read that way: it cannot be meant otherwise, and dropping it
//             would lose the date.
//   D.M.YYYY (day first: the dotted form is the German, Nordic and Eastern European one; no
//             country writes the month first with dots)
//   12 Mar 1980, 12-Mar-1980, 12 March 1980, Mar 12, 1980, March 12th 1980: an English month
//             name (or its abbreviation) says which number is the day, in any file.
//   Any of these followed by a time of day, as spreadsheets and databases export a date
//             column: "2/1/1980 0:00", "02/01/1980 12:00:00 AM", "01.02.1980 00:00:00". The
//             time is not part of the date; a birth date's is read to its nearest midnight
//             (normalizeDob, ADR 0273).
//   YYYY-DD-MM, YYYY/DD/MM and YYYYDDMM in a column whose header names that format ("DOB
//             (YYYY-DD-MM)", "dob_yyyyddmm": ADR 0273), the year-first order of that column.
//   Birth dates only (normalizeDob), a two-digit year as database exports write it (ADR 0293):
//             03-APR-85 (Oracle's DD-MON-YY, any case), M/D/YY and M-D-YY in the column's order
//             as above, D.M.YY. A birth date is never in the future, so a two-digit year after
//             this year's two digits is in the 1900s, any other in the 2000s (twoDigitYearCentury);
//             the findings name every column so read, with an example (row-findings.ts).
// Other dates with two-digit years are rejected: without the birth date's bound the century
// would be a guess.

export const MIN_PLAUSIBLE_YEAR = 1900;

/**
 * Which number comes first in a slashed, dashed or 8-digit date: the month (the US, and the
 * default) or the day (the rest of the world, as a file's header language tells: ADR 0171).
 */
export type DateOrder = 'month-first' | 'day-first';

/** How an import tells the person importing which order it read (the preview, the CLI). */
/** Each order with an example, without saying what chose it. */
export const DATE_ORDER_EXAMPLES: Readonly<Record<DateOrder, string>> = {
  'month-first': 'month first, as 12/31/1980',
  'day-first': 'day first, as 31/12/1980',
};
export const DATE_ORDER_LABELS: Readonly<Record<DateOrder, string>> = {
  'month-first': DATE_ORDER_EXAMPLES['month-first'],
  'day-first': `${DATE_ORDER_EXAMPLES['day-first']} (the column names are in a language that writes dates so)`,
};

/**
 * How a column writes a year-first date: year, month, day (ISO, the default) or year, day, month
 * when its header names that format ("DOB (YYYY-DD-MM)": ADR 0273).
 */
export type YearFirstOrder = 'month-day' | 'day-month';

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function valid(year: number, month: number, day: number): DateParts | undefined {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

const ISO_RE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:$|[T\s])/;
const SLASHED_RE = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;
const DOTTED_RE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const EIGHT_DIGITS_RE = /^\d{8}$/;
/** A time of day after a date: " 0:00", " 12:00:00 AM", " 00:00:00.000". */
const TRAILING_TIME_RE = /\s+\d{1,2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:\s*[ap]\.?m\.?)?$/i;
const DAY_MONTH_NAME_RE = /^(\d{1,2})(?:st|nd|rd|th)?[\s./-]+([a-z]{3,9})\.?,?[\s./-]+(\d{4})$/i;
const MONTH_NAME_DAY_RE = /^([a-z]{3,9})\.?[\s./-]+(\d{1,2})(?:st|nd|rd|th)?,?[\s./-]+(\d{4})$/i;
/** The forms with a two-digit year a birth date is read from (ADR 0293); tried after all the others. */
const TWO_DIGIT_NUMERIC_RE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2})$/;
const TWO_DIGIT_NAMED_RE = /^(\d{1,2})[\s./-]+([a-z]{3,9})\.?[\s./-]+(\d{2})$/i;
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 1-12 for an English month name or an abbreviation of it ("Mar", "Sept"), else 0. */
function monthNumber(word: string): number {
  const w = word.toLowerCase();
  if (w.length < 3) return 0;
  return MONTH_NAMES.findIndex((name) => name.startsWith(w)) + 1;
}

/** Two numbers and a year in `order`; the other order only when this one cannot be a date. */
function eitherOrder(year: number, first: number, second: number, order: DateOrder): DateParts | undefined {
  return order === 'day-first'
    ? (valid(year, second, first) ?? valid(year, first, second))
    : (valid(year, first, second) ?? valid(year, second, first));
}

/** A year and two numbers in the column's year-first order; the other only when this one cannot be a date. */
function yearFirst(year: number, first: number, second: number, order: YearFirstOrder): DateParts | undefined {
  return order === 'day-month'
    ? (valid(year, second, first) ?? valid(year, first, second))
    : (valid(year, first, second) ?? valid(year, second, first));
}

/**
 * Reads a date in one of the accepted formats; `today` bounds the plausible YYYYMMDD year,
 * `order` says how the file writes its ambiguous dates and `yearFirstOrder` how the column
 * writes its year-first ones.
 */
export function parseDateParts(
  value: string | null | undefined,
  today: Date = new Date(),
  order: DateOrder = 'month-first',
  yearFirstOrder: YearFirstOrder = 'month-day',
): DateParts | undefined {
  if (!value) return undefined;
  let v = value.trim();
  if (v === '') return undefined;
  if (v.indexOf(':') !== -1) v = v.replace(TRAILING_TIME_RE, '');
  if (EIGHT_DIGITS_RE.test(v)) {
    const y = Number(v.slice(0, 4));
    if (y >= MIN_PLAUSIBLE_YEAR && y <= today.getFullYear()) {
      const ymd =
        yearFirstOrder === 'month-day'
          ? valid(y, Number(v.slice(4, 6)), Number(v.slice(6, 8)))
          : yearFirst(y, Number(v.slice(4, 6)), Number(v.slice(6, 8)), yearFirstOrder);
      if (ymd) return ymd;
    }
    return eitherOrder(Number(v.slice(4, 8)), Number(v.slice(0, 2)), Number(v.slice(2, 4)), order);
  }
  let m = ISO_RE.exec(v);
  if (m) {
    // An ISO timestamp ("…T23:00:00Z") is year-month-day whatever the header says: no exporter
    // writes a "T" after a year-day-month date.
    if (yearFirstOrder === 'month-day' || v.charCodeAt(m[0].length - 1) === 84) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
    return yearFirst(Number(m[1]), Number(m[2]), Number(m[3]), yearFirstOrder);
  }
  m = SLASHED_RE.exec(v);
  if (m) return eitherOrder(Number(m[3]), Number(m[1]), Number(m[2]), order);
  m = DOTTED_RE.exec(v);
  if (m) return valid(Number(m[3]), Number(m[2]), Number(m[1]));
  m = DAY_MONTH_NAME_RE.exec(v);
  if (m) return valid(Number(m[3]), monthNumber(m[2]!), Number(m[1]));
  m = MONTH_NAME_DAY_RE.exec(v);
  if (m) return valid(Number(m[3]), monthNumber(m[1]!), Number(m[2]));
  return undefined;
}

/**
 * The year of a birth date written with two digits (ADR 0293): one after this year's two digits
 * is in the 1900s, any other in the 2000s, the reading that keeps a birth date out of the future.
 * In 2026, "85" is 1985, "26" 2026 and "27" 1927.
 */
export function twoDigitYearCentury(yy: number, today: Date): number {
  return yy > today.getFullYear() % 100 ? 1900 + yy : 2000 + yy;
}

/**
 * A birth date with a two-digit year (ADR 0293), numeric in `order` (dotted: day first) or with
 * an English month name; undefined for any other value. Only a birth date: the century rule rests
 * on it being in the past.
 */
function parseTwoDigitYearDate(value: string, today: Date, order: DateOrder): DateParts | undefined {
  let v = value.trim();
  if (v.indexOf(':') !== -1) v = v.replace(TRAILING_TIME_RE, '');
  let m = TWO_DIGIT_NUMERIC_RE.exec(v);
  if (m) {
    const year = twoDigitYearCentury(Number(m[4]), today);
    return m[2] === '.' ? valid(year, Number(m[3]), Number(m[1])) : eitherOrder(year, Number(m[1]), Number(m[3]), order);
  }
  m = TWO_DIGIT_NAMED_RE.exec(v);
  if (m) return valid(twoDigitYearCentury(Number(m[3]), today), monthNumber(m[2]!), Number(m[1]));
  return undefined;
}

/**
 * Which order can read a numeric date whose day and month are two numbers before the year
 * ("31/12/1980", "12-31-80", "01/02/1975 0:00"): `day-first` or `month-first` when only that one
 * can, `either` when both can and give different dates, undefined for any other value (ISO,
 * dotted, a month name, 8 digits, the day equal to the month). The file's own evidence of its
 * order (ADR 0317).
 */
export function dateOrderOfValue(value: string): DateOrder | 'either' | undefined {
  let v = value.trim();
  if (v.indexOf(':') !== -1) v = v.replace(TRAILING_TIME_RE, '');
  let first: number;
  let second: number;
  // A two-digit year's century does not change which order reads it, but for 29 February: a
  // leap year of the 2000s lets both orders try it.
  let year: number;
  const m = SLASHED_RE.exec(v);
  if (m) [first, second, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    const t = TWO_DIGIT_NUMERIC_RE.exec(v);
    if (!t || t[2] === '.') return undefined;
    [first, second, year] = [Number(t[1]), Number(t[3]), 2000 + Number(t[4])];
  }
  if (first === second) return undefined;
  const monthFirst = valid(year, first, second) !== undefined;
  const dayFirst = valid(year, second, first) !== undefined;
  if (monthFirst && dayFirst) return 'either';
  return monthFirst ? 'month-first' : dayFirst ? 'day-first' : undefined;
}

/**
 * Whether a value is written with a two-digit year a birth date is read from (ADR 0293): what
 * the findings count. Ordinary dates fail on their first characters or their last three.
 */
export function hasTwoDigitYear(value: string): boolean {
  const v = value.indexOf(':') === -1 ? value.trim() : value.trim().replace(TRAILING_TIME_RE, '');
  return TWO_DIGIT_NUMERIC_RE.test(v) || TWO_DIGIT_NAMED_RE.test(v);
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

export function formatIsoDate(parts: DateParts): string {
  // valid() keeps years at 4 digits
  return `${parts.year}-${pad2(parts.month)}-${pad2(parts.day)}`;
}

/** Any accepted date -> YYYY-MM-DD, or undefined. Used for dateAdded, hire dates and similar. */
export function normalizeDate(
  value: string | null | undefined,
  today: Date = new Date(),
  order?: DateOrder,
  yearFirstOrder?: YearFirstOrder,
): string | undefined {
  const parts = parseDateParts(value, today, order, yearFirstOrder);
  return parts ? formatIsoDate(parts) : undefined;
}

/**
 * The time of day at the end of a date, in minutes after midnight: "T23:00:00Z" (1380),
 * "T23:00:00.000+01:00", " 11:00 PM", " 12:00:00 AM" (0). A zone is read past, not applied:
 * what counts is the clock the export wrote (ADR 0273).
 */
const TIME_OF_DAY_RE = /(\d{1,2}):(\d{2})(?::\d{2}(?:[.,]\d{1,9})?)?\s*(?:([ap])\.?m\.?)?\s*(?:z|utc|gmt|[+-]\d{2}(?::?\d{2})?)?$/i;

function minutesOfDay(value: string): number | undefined {
  const m = TIME_OF_DAY_RE.exec(value);
  if (!m) return undefined;
  let hours = Number(m[1]);
  const half = m[3]?.toLowerCase();
  if (half !== undefined) hours = (hours % 12) + (half === 'p' ? 12 : 0);
  return hours * 60 + Number(m[2]);
}

/** The day after `p`. */
function nextDay(p: DateParts): DateParts {
  if (p.day < daysInMonth(p.year, p.month)) return { year: p.year, month: p.month, day: p.day + 1 };
  return p.month < 12 ? { year: p.year, month: p.month + 1, day: 1 } : { year: p.year + 1, month: 1, day: 1 };
}

/** Noon, in minutes: a birth date's time after it is the shift of the next day's midnight. */
const NOON = 12 * 60;

/**
 * Whether a birth date written with a time of day is read as the next day (ADR 0273): its time
 * is after 12:00, as an exporter writes a local midnight in UTC from a zone ahead of it
 * ("1985-03-03T23:00:00Z" for 4 March in Central Europe). Noon itself is the day written: keeping
 * a date-only value at noon UTC is a common way to keep it clear of zones. Only values holding
 * ":" need the look.
 */
export function isBirthTimestampOfNextDay(value: string): boolean {
  if (value.indexOf(':') === -1) return false;
  const minutes = minutesOfDay(value.trim());
  return minutes !== undefined && minutes > NOON;
}

function compareToToday(p: DateParts, today: Date): number {
  const t = [today.getFullYear(), today.getMonth() + 1, today.getDate()] as const;
  return p.year - t[0] || p.month - t[1] || p.day - t[2];
}

/**
 * The birth date databases and spreadsheets fill an empty date with: 1900-01-01, the zero of SQL
 * Server's datetime and day 1 of Excel's calendar. Nobody alive was born on it. Read as a date it
 * showed "Age 126" on public pages and counted as a leaked date of birth (ADR 0257), as zeros did
 * for an SSN (ADR 0248). The other such defaults (0001-01-01, 1753-01-01, 1899-12-30) are before
 * 1900 and were never read; 1970-01-01, Unix's zero, is a real birthday and stays one.
 */
export const PLACEHOLDER_DOB = '1900-01-01';

/** Whether a stored birth date (YYYY-MM-DD) is that placeholder: records imported before kept it. */
export const isPlaceholderDob = (iso: string | null | undefined): boolean => iso === PLACEHOLDER_DOB;

/**
 * A date of birth -> YYYY-MM-DD, or undefined when unreadable, before 1900, the placeholder
 * 1900-01-01, or in the future (a future birth date is a data error, and would make the age
 * negative). A birth date has no time of day: one written with a time is read as the day of its
 * nearest midnight, the next day after 12:00 (ADR 0273). The original row keeps the cell as
 * written.
 */
export function normalizeDob(
  value: string | null | undefined,
  today: Date = new Date(),
  order?: DateOrder,
  yearFirstOrder?: YearFirstOrder,
): string | undefined {
  let parts = parseDateParts(value, today, order, yearFirstOrder);
  // Tried only when no other form reads the value: an ordinary date never pays for it.
  if (!parts && value) parts = parseTwoDigitYearDate(value, today, order ?? 'month-first');
  if (parts && isBirthTimestampOfNextDay(value!)) parts = nextDay(parts);
  if (!parts || parts.year < MIN_PLAUSIBLE_YEAR || compareToToday(parts, today) > 0) return undefined;
  const iso = formatIsoDate(parts);
  return isPlaceholderDob(iso) ? undefined : iso;
}

/**
 * The age a person born in a DOB's year reaches in `today`'s year (local calendar), or undefined
 * when the DOB is unreadable. Whole years from the year alone, never from the day: an age that
 * ticks over on the birthday would tell anyone who sees it, and the birth year, the date of
 * birth the public views hide (ADR 0218).
 */
export function ageThisYear(dob: string | null | undefined, today: Date = new Date()): number | undefined {
  const year = birthYear(dob, today);
  return year === undefined ? undefined : today.getFullYear() - year;
}

/** The birth year, the only part of a DOB public previews show. */
export function birthYear(dob: string | null | undefined, today: Date = new Date()): number | undefined {
  const iso = normalizeDob(dob, today);
  return iso ? Number(iso.slice(0, 4)) : undefined;
}
