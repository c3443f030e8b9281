// What a domain scan may tell a stranger (ADR 0229). A card shows an email or work email only
// as a hint ("z***@q***.example") and its source by name; a domain scan that answered per
// source, or for a handful of people, confirmed which domain the hint hides: scanning
// "quietharbor.example" answered "1 person · Regional payroll export · 1 with SSN", the card's
// own source and kinds. So a domain is described as one group across every source, only from
// DOMAIN_MIN_PEOPLE people up, and a kind of data only when that many of them have it. Fewer
// people (none included) get one answer that says so, never a count.

import { sortDataClasses, type DataClass } from './data-classes.ts';

/** The fewest people at a domain, and with a kind of data, that the domain scan gives figures for. */
export const DOMAIN_MIN_PEOPLE = 10;

/** The kinds a domain summary counts, besides the email every person there has. */
export const DOMAIN_COUNTED_CLASSES = ['ssn', 'card', 'driverLicense', 'dob', 'phone', 'address', 'employment', 'benefits'] as const;
export type DomainCountedClass = (typeof DOMAIN_COUNTED_CLASSES)[number];

/** One source's figures at a domain, as the database counts them. */
export interface DomainSourceCounts {
  people: number;
  with: Record<DomainCountedClass, number>;
}

export type DomainDisclosure =
  | { shown: true; people: number; classes: { dataClass: DomainCountedClass; people: number }[]; dataClasses: DataClass[] }
  | { shown: false; fewerThan: number };

/**
 * The one answer about a domain a stranger may read: the people of every source added up, and
 * the kinds at least DOMAIN_MIN_PEOPLE of them have; or, below that many people, only that
 * there are fewer (which is as true of none as of one).
 */
export function discloseDomain(sources: readonly DomainSourceCounts[], min = DOMAIN_MIN_PEOPLE): DomainDisclosure {
  const people = sources.reduce((n, s) => n + s.people, 0);
  if (people < min) return { shown: false, fewerThan: min };
  const classes = DOMAIN_COUNTED_CLASSES.map((dataClass) => ({
    dataClass,
    people: sources.reduce((n, s) => n + s.with[dataClass], 0),
  })).filter((c) => c.people >= min);
  return { shown: true, people, classes, dataClasses: sortDataClasses(['email', ...classes.map((c) => c.dataClass)]) };
}

/** The source column of the one domain row: it adds up every source. */
export const DOMAIN_ROW_SOURCE = 'All sources in our records';

/** Said beside every domain scan that gives figures. */
export const DOMAIN_FIGURES_NOTE = `For a domain we give totals across all our sources, and list a kind of data only when it leaked for at least ${DOMAIN_MIN_PEOPLE} people there, so that no figure can point to one person. To check one person, scan their email address.`;

/** Said of every domain scan that gives none: fewer than the minimum, none included. */
export const DOMAIN_FEW_PEOPLE_NOTE = `Fewer than ${DOMAIN_MIN_PEOPLE} people at this domain are in our records, perhaps none. We give figures for a domain only from ${DOMAIN_MIN_PEOPLE} people up, so that they cannot point to one person. To check one person, scan their email address.`;

/**
 * The meaning of a "none" result that gave no domain figures: not "nothing was found". Short:
 * the note (DOMAIN_FEW_PEOPLE_NOTE) and the table's row already say why, once each.
 */
export const DOMAIN_FEW_PEOPLE_MEANING = 'Nothing we can show you for this scan. The note below says why.';

/** The results table's one row when a domain scan gave no figures and nothing else was found. */
export const DOMAIN_NOTHING_TO_SHOW = `Nothing to show for this domain: fewer than ${DOMAIN_MIN_PEOPLE} people at it are in our records, perhaps none.`;
