// What a domain scan may tell a stranger (ADR 0229). A card shows an email or work email only
// as a hint ("z***@q***.example") and its source by name; a domain scan that answered per
// source, or for a handful of people, confirmed which domain the hint hides: scanning
// "quietharbor.example" answered "1 person · Regional payroll export · 1 with SSN", the card's
// own source and kinds. So a domain is described as one group across every source, only from
// DOMAIN_MIN_PEOPLE people up, and a kind of data only when that many of them have it. Fewer
// people (none included) get one answer that says so, never a count. The figures are bands, not
// counts (ADR 0236): an exact count scanned before and after an import told what that import
// added at the domain, one person at a time.

import { sortDataClasses, type DataClass } from './data-classes.ts';

/** The fewest people at a domain, and with a kind of data, that the domain scan gives figures for. */
export const DOMAIN_MIN_PEOPLE = 10;

/**
 * The kinds a domain summary counts, besides the email every person there has: each kind an email
 * scan names for one record (ADRs 0302, 0306, 0310), so a domain's figures never leave out what
 * its people's own scans report.
 */
export const DOMAIN_COUNTED_CLASSES = [
  'ssn',
  'card',
  'driverLicense',
  'governmentId',
  'financial',
  'password',
  'dob',
  'phone',
  'address',
  'employment',
  'benefits',
] as const;
export type DomainCountedClass = (typeof DOMAIN_COUNTED_CLASSES)[number];

/** One source's figures at a domain, as the database counts them. */
export interface DomainSourceCounts {
  people: number;
  with: Record<DomainCountedClass, number>;
}

/**
 * The most people a domain scan counts (ADR 0318), as the public search counts at most 1,000
 * matches (ADR 0130). Counting every person at a domain cost a scan time in proportion to the
 * domain's size: 3.7 s for a 250,000-person domain at 1,000,000 records on SQLite, whose one
 * connection no other request could use meanwhile, and 160-230 ms for 10,000 people at
 * 10,000,000. A domain with more people is described by the first this many found, each figure
 * a lower bound. It is a band start and the scoring's top step, so such a domain scores as before.
 */
export const DOMAIN_PEOPLE_COUNTED = 1_000;

/**
 * A count given as the band it falls in: at least `atLeast`, fewer than `fewerThan`; without
 * `fewerThan`, a lower bound only (a domain counted up to DOMAIN_PEOPLE_COUNTED).
 */
export interface CountBand {
  atLeast: number;
  fewerThan?: number;
}

/** The steps of every decade a band starts at: 10, 25, 50, 100, 250, 500, 1,000, … */
const BAND_STEPS = [1, 2.5, 5] as const;

/**
 * The band of a count of at least DOMAIN_MIN_PEOPLE: 10 to 24, 25 to 49, 50 to 99, 100 to 249, …
 * One more person changes the answer only where a count sits on a band's edge, and then says
 * only that the band was crossed. The scoring's steps (10, 100, 1,000 people) are band starts,
 * so a band scores as the count inside it does.
 */
export function countBand(count: number): Required<CountBand> {
  if (!Number.isInteger(count) || count < DOMAIN_MIN_PEOPLE) throw new RangeError(`a band starts at ${DOMAIN_MIN_PEOPLE}`);
  let decade = DOMAIN_MIN_PEOPLE;
  for (;;) {
    for (let i = 0; i < BAND_STEPS.length; i++) {
      const next = i + 1 < BAND_STEPS.length ? decade * BAND_STEPS[i + 1]! : decade * 10;
      if (count < next) return { atLeast: decade * BAND_STEPS[i]!, fewerThan: next };
    }
    decade *= 10;
  }
}

/** "10 to 24", "1,000 to 2,499"; a lower bound "10,000 or more". */
export function bandText(band: CountBand): string {
  const from = band.atLeast.toLocaleString('en-US');
  return band.fewerThan === undefined ? `${from} or more` : `${from} to ${(band.fewerThan - 1).toLocaleString('en-US')}`;
}

/** The band a lower bound starts: the band `count` falls in, without its end. */
const lowerBound = (count: number): CountBand => ({ atLeast: countBand(count).atLeast });

export type DomainDisclosure =
  | { shown: true; people: CountBand; classes: { dataClass: DomainCountedClass; people: CountBand }[]; dataClasses: DataClass[] }
  | { shown: false; fewerThan: number };

/**
 * The one answer about a domain a stranger may read: the band of the people of every source
 * added up, and of each kind at least DOMAIN_MIN_PEOPLE of them have; or, below that many
 * people, only that there are fewer (which is as true of none as of one). `counted` says the
 * sources hold only the people counted before DOMAIN_PEOPLE_COUNTED was reached, not all there
 * are: each figure is then a lower bound, "2,500 or more".
 */
export function discloseDomain(sources: readonly DomainSourceCounts[], counted: 'all' | 'up-to-limit' = 'all'): DomainDisclosure {
  const min = DOMAIN_MIN_PEOPLE;
  const band = counted === 'all' ? countBand : lowerBound;
  const people = sources.reduce((n, s) => n + s.people, 0);
  if (people < min) return { shown: false, fewerThan: min };
  const classes = DOMAIN_COUNTED_CLASSES.map((dataClass) => ({
    dataClass,
    count: sources.reduce((n, s) => n + s.with[dataClass], 0),
  }))
    .filter((c) => c.count >= min)
    .map((c) => ({ dataClass: c.dataClass, people: band(c.count) }));
  return {
    shown: true,
    people: band(people),
    classes,
    dataClasses: sortDataClasses(['email', ...classes.map((c) => c.dataClass)]),
  };
}

/** The source column of the one domain row: it adds up every source. */
export const DOMAIN_ROW_SOURCE = 'All sources in our records';

/** Said beside every domain scan that gives figures. */
export const DOMAIN_FIGURES_NOTE = `For a domain we give totals across all our sources, in ranges such as 100 to 249, and list a kind of data only when it leaked for at least ${DOMAIN_MIN_PEOPLE} people there, so that no figure can point to one person. To check one person, scan their email address.`;

/** Said beside the figures of a domain with more people than a scan counts. */
export const DOMAIN_COUNTED_NOTE = `This domain has more people in our records than a scan counts, so we counted some ${DOMAIN_PEOPLE_COUNTED.toLocaleString('en-US')} of them: each figure is a lower bound ("or more"), and a kind of data may be missing from the list if it is rare among them.`;

/** Said of every domain scan that gives none: fewer than the minimum, none included. */
export const DOMAIN_FEW_PEOPLE_NOTE = `Fewer than ${DOMAIN_MIN_PEOPLE} people at this domain are in our records, perhaps none. We give figures for a domain only from ${DOMAIN_MIN_PEOPLE} people up, so that they cannot point to one person. To check one person, scan their email address.`;

/**
 * The meaning of a "none" result that gave no domain figures: not "nothing was found". Short:
 * the note (DOMAIN_FEW_PEOPLE_NOTE) and the table's row already say why, once each.
 */
export const DOMAIN_FEW_PEOPLE_MEANING = 'Nothing we can show you for this scan. The note below says why.';

/** The results table's one row when a domain scan gave no figures and nothing else was found. */
export const DOMAIN_NOTHING_TO_SHOW = `Nothing to show for this domain: fewer than ${DOMAIN_MIN_PEOPLE} people at it are in our records, perhaps none.`;
