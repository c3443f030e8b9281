// A colon-separated list's times (ADR 0331). Lists passed around as
// "phone:id:first:last:…:1/1/2018 12:00:00 AM:email" do not quote, so a time's colons split it
// into three values and the row reads as too wide. A time's parts are recognisable: an hour at
// the end of one value, then values of two digits (minutes, seconds, an offset's minutes), the
// last perhaps with a fraction, AM/PM, "Z" or an offset's hours. Joined again with the colons
// they were split at, the value is the text as written.

/** A value ending in a time's hour: "12", "1/1/2018 12", "2018-01-01T12". */
const HOUR_END = /(?:^|[\sT])\d{1,2}$/;
/** A time's minutes or seconds, and what may follow the last: a fraction, AM/PM, "Z", an offset's hours. */
const TIME_PART = /^\d{2}(?:[.,]\d{1,9})?(?:\s?[AaPp]\.?[Mm]\.?)?(?:Z|[+-]\d{2})?$/;
/** Minutes, seconds and an offset's minutes: at most three parts follow the hour. */
const MAX_TIME_PARTS = 3;

/**
 * Joins the time values a colon split in a row `width` values wide: only when the row is wider
 * than that and joining its times makes it exactly that wide (anything else is the row's own
 * problem, reported as before). Returns whether the row was joined; `values` is changed in place.
 */
export function joinColonTimes(values: string[], width: number): boolean {
  if (values.length <= width) return false;
  const joined = joinedTimes(values);
  if (joined.length !== width) return false;
  values.length = 0;
  values.push(...joined);
  return true;
}

/** How many values a colon splits `line` into, its times read whole when that makes it `width` wide. */
export function colonValueCount(line: string, width: number): number {
  const values = line.split(':');
  if (values.length <= width) return values.length;
  const joined = joinedTimes(values);
  return joined.length === width ? width : values.length;
}

function joinedTimes(values: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    let parts = 0;
    if (HOUR_END.test(value)) {
      while (parts < MAX_TIME_PARTS && i + parts + 1 < values.length && TIME_PART.test(values[i + parts + 1]!)) parts++;
    }
    out.push(parts === 0 ? value : values.slice(i, i + parts + 1).join(':'));
    i += parts;
  }
  return out;
}
