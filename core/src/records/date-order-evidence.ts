// The order a file's own dates are written in (ADR 0317). Its column names' language sets the
// order of a date like "01/02/1975" (ADR 0171), but an English-headed dump from a day-first
// country writes "31/12/1980" too: a date only the day-first order can read. Where a file holds
// such dates and none only the other order reads, its dates that read both ways are written
// that way too, and reading them in the other order would swap their day and month in silence.

import { withDateOrder, type ColumnMapping, type ResolvedHeaders } from './field-aliases.ts';
import { dateOrderOfValue, normalizeDate, normalizeDob, type DateOrder } from './dob.ts';
import type { DateOrderFinding, MixedDateOrdersFinding, ReadFindings, ValueFinding } from './read-findings.ts';

type Seen = ValueFinding & { mapping: ColumnMapping };

/** The date of a column's value read in `order`, as the import would store it. */
function dateIn(resolved: ResolvedHeaders, m: ColumnMapping, value: string, order: DateOrder): string | undefined {
  return m.targets.includes('dob')
    ? normalizeDob(value, resolved.today, order, m.yearFirstOrder)
    : normalizeDate(value, resolved.today, order, m.yearFirstOrder);
}

/** Counts, over a whole read, the date cells only one order reads and those both read differently. */
export class DateOrderEvidence {
  private readonly seen = new Map<DateOrder | 'either', Seen>();

  constructor(private readonly resolved: ResolvedHeaders) {}

  /** A date column's cell, as written (out of Excel's `="…"`). */
  add(m: ColumnMapping, value: string, row: number): void {
    const order = dateOrderOfValue(value);
    if (order === undefined) return;
    const f = this.seen.get(order);
    // The first one's row and column only: they may be in several columns.
    if (!f) this.seen.set(order, { column: m.key, count: 1, example: value, rows: [row], mapping: m });
    else f.count++;
  }

  /**
   * The order the file's dates show when it is not the one the read followed, else undefined. A
   * column named with its format ("DOB (DD/MM/YYYY)") says the order itself: its dates do not
   * overrule it.
   */
  finding(): DateOrderFinding | undefined {
    const dayFirst = this.seen.get('day-first');
    const monthFirst = this.seen.get('month-first');
    const shown = dayFirst && !monthFirst ? dayFirst : monthFirst && !dayFirst ? monthFirst : undefined;
    if (!shown) return undefined;
    const order: DateOrder = shown === dayFirst ? 'day-first' : 'month-first';
    if (order === this.resolved.dateOrder || this.resolved.dateOrderSource === 'column-name') return undefined;
    const finding: DateOrderFinding = { order, shownBy: withoutMapping(shown) };
    const either = this.seen.get('either');
    if (either) {
      const readAs = {
        'day-first': dateIn(this.resolved, either.mapping, either.example, 'day-first'),
        'month-first': dateIn(this.resolved, either.mapping, either.example, 'month-first'),
      };
      finding.either = withoutMapping(either);
      if (readAs['day-first'] && readAs['month-first'])
        finding.either.readAs = { 'day-first': readAs['day-first'], 'month-first': readAs['month-first'] };
    }
    return finding;
  }

  /** Dates of both orders beside dates that read both ways: those are read in the headers' order, and may be wrong. */
  mixed(): MixedDateOrdersFinding | undefined {
    const dayFirst = this.seen.get('day-first');
    const monthFirst = this.seen.get('month-first');
    const either = this.seen.get('either');
    if (!dayFirst || !monthFirst || !either) return undefined;
    const order = this.resolved.dateOrder;
    const readAs = dateIn(this.resolved, either.mapping, either.example, order);
    return {
      dayFirst: withoutMapping(dayFirst),
      monthFirst: withoutMapping(monthFirst),
      either: { ...withoutMapping(either), ...(readAs ? { readAs } : {}) },
      readIn: order,
    };
  }
}

function withoutMapping({ mapping: _mapping, ...finding }: Seen): ValueFinding {
  return finding;
}

/**
 * The findings of a read whose import will read the file's dates in the order its own dates show
 * (the console, which sends that order with its rows): the order marked as read, and a two-digit
 * year's example read in it.
 */
export function followingDateOrder(findings: ReadFindings, resolved: ResolvedHeaders): ReadFindings {
  const found = findings.dateOrder;
  if (!found || found.read) return findings;
  const inOrder = withDateOrder(resolved, found.order, 'values');
  const mappingOf = (column: string) => inOrder.mapping.find((m) => m.key === column);
  const reread = (column: string, value: string, readAs: string) => {
    const m = mappingOf(column);
    return (m && dateIn(inOrder, m, value, found.order)) ?? readAs;
  };
  return {
    ...findings,
    dateOrder: { ...found, read: true },
    twoDigitYears: findings.twoDigitYears.map((f) => ({
      ...f,
      readAs: reread(f.column, f.example, f.readAs),
      ...(f.laterCentury
        ? { laterCentury: { ...f.laterCentury, readAs: reread(f.column, f.laterCentury.example, f.laterCentury.readAs) } }
        : {}),
    })),
  };
}
