// Whether a stored record answers a public search plan, and the questions a plan asks the
// lookup budget (ADR 0217): the server's candidates are checked here, so a record is listed only
// for what the visitor typed in full.

import { classifyInboxMatch } from '../scan/email-variants.ts';
import type { PublicSearchPlan, SearchTerm } from './public-search-plan.ts';
import type { StreetCandidate } from './query-streets.ts';
import { zipFive } from './search-spellings.ts';

/** What the matcher knows of a record: its searchable words and complete values. */
export interface PlanMatchRecord {
  nameWords: readonly string[];
  /** city, state and county words, and the ZIP code's digits */
  areaWords: readonly string[];
  zip: string | null;
  streetKey: string | null;
  emails: readonly string[];
  phoneDigits: readonly string[];
}

function termMatches(term: SearchTerm, r: PlanMatchRecord, inName: { hit: boolean }): boolean {
  if (term.kind === 'number') return true; // never narrows
  if (term.kind === 'zip') return r.zip !== null && zipFive(r.zip) === term.token;
  if (r.nameWords.some((w) => w.startsWith(term.token))) {
    inName.hit = true;
    return true;
  }
  return r.areaWords.some((w) => w.startsWith(term.token));
}

/**
 * Whether a record answers a plan: its email (the address, or one that reaches the same inbox:
 * a +tag, dots at Gmail; ADR 0200) and phone when the plan has them; then every
 * word and ZIP term outside one matching street matches its name or place. Without a complete
 * value (email, phone or street) at least one word must match the name: a city or ZIP code
 * alone lists no one.
 */
export function recordMatchesPlan(plan: PublicSearchPlan, r: PlanMatchRecord): boolean {
  if (plan.email && !r.emails.some((e) => classifyInboxMatch(plan.email!, e))) return false;
  if (plan.phone && !(plan.phoneKeys ?? [plan.phone]).some((key) => r.phoneDigits.includes(key))) return false;
  const covers: (StreetCandidate | undefined)[] = [undefined, ...plan.streets.filter((s) => s.key === r.streetKey)];
  return covers.some((street) => {
    const inName = { hit: false };
    const rest = plan.terms.filter((t) => !street || t.index < street.from || t.index >= street.to);
    if (!rest.every((t) => termMatches(t, r, inName))) return false;
    return Boolean(plan.email || plan.phone || street || inName.hit);
  });
}

/**
 * The complete value a plan looks up, with everything else that decides its answer, in one
 * normalised string: undefined for a plan without a complete email, phone or street (a name
 * search). Two queries that read the same ("Jane Doe 12 Oak St" and "jane doe 12 oak street")
 * give the same string, and any difference that could change the answer (another name beside
 * the same street) gives another, so a lookup that found nobody costs once per distinct question
 * (ADR 0217). The server only ever keeps a keyed hash of it.
 */
export function completeValueLookup(plan: PublicSearchPlan): string | undefined {
  if (!plan.email && !plan.phone && plan.streets.length === 0) return undefined;
  return JSON.stringify([
    plan.email ?? '',
    // Every spelling looked up: two readings that look up the same keys ask the same question.
    [...(plan.phoneKeys ?? (plan.phone ? [plan.phone] : []))].sort().join(' '),
    [...new Set(plan.streets.map((s) => s.key))].sort(),
    plan.terms.map((t) => `${t.kind}:${t.token}`),
  ]);
}

/** One question a plan asks the lookup budget, and the street keys that answer it (none: all of them). */
export interface CompleteValueLookup {
  lookup: string;
  streetKeys?: readonly string[];
}

/**
 * The questions a plan asks the lookup budget (ADR 0217), each counted as a miss when it finds
 * nobody: the plan's complete value, or, for a street typed as a short range (ADR 0299), each of
 * its two numbers, with the range as written. A number known to be someone's answers its own
 * question only, so a guess at the other number costs a miss as it would typed alone (ADR 0288).
 */
export function completeValueLookups(plan: PublicSearchPlan): CompleteValueLookup[] {
  const ranged = !plan.email && !plan.phone && plan.streets.some((s) => s.rangeEnd !== undefined);
  if (!ranged) {
    const lookup = completeValueLookup(plan);
    return lookup === undefined ? [] : [{ lookup }];
  }
  return ([0, 1] as const).map((end) => {
    const streets = plan.streets.filter((s) => s.rangeEnd === undefined || s.rangeEnd === end);
    return { lookup: completeValueLookup({ ...plan, streets })!, streetKeys: streets.map((s) => s.key) };
  });
}
