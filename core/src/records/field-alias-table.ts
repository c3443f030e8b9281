// Header matching for imported rows (spec §3 "Breach record", §5 "Import"). Exports from HR,
// EHR and breach dumps name the same column many ways, so headers are compared after
// lowercasing and stripping everything that is not a letter or digit ("E-mail Address" ->
// "emailaddress"), then looked up in one alias table, built once from the alias lists.

import { ENGLISH_ALIASES } from './field-aliases-english.ts';
import { SECRET_ALIASES } from './field-aliases-secrets.ts';
import { SPLIT_ADDRESS_AND_JOB_ALIASES } from './field-aliases-split-address.ts';
import { WORLD_ALIASES } from './field-aliases-world.ts';
import { normalizeHeader, type AliasEntry, type FieldTarget } from './field-target.ts';

/** The header's Latin letters and digits only: "E-mail (личный)" -> "email". */
const latinPartOf = (key: string): string => key.replace(/[^a-z0-9]/g, '');

// No prototype: a header such as "Constructor" must find nothing, not Object.prototype's.
const table = Object.create(null) as Record<string, FieldTarget[]>;
/** Headers of the English exports, and of the languages whose countries write the day first. */
const englishHeaders = new Set<string>();
const dayFirstHeaders = new Set<string>();

function register(entries: readonly AliasEntry[]): void {
  for (const { target, headers, language } of entries) {
    const keys = language === 'english' ? englishHeaders : language === 'dayFirst' ? dayFirstHeaders : undefined;
    for (const header of headers) {
      const key = normalizeHeader(header);
      const targets = (table[key] ??= []);
      // Spellings that fold to one key ("Ім'я", "Ім’я") register it once.
      if (!targets.includes(target)) targets.push(target);
      keys?.add(key);
    }
  }
}
// In this order: a header of two lists keeps its targets in it.
register(ENGLISH_ALIASES);
register(WORLD_ALIASES);
register(SECRET_ALIASES);
register(SPLIT_ADDRESS_AND_JOB_ALIASES);

/** Keys of the English exports' headers, and of the day-first languages' (dateOrderOfHeaders). */
export const ENGLISH_HEADER_KEYS: ReadonlySet<string> = englishHeaders;
export const DAY_FIRST_HEADER_KEYS: ReadonlySet<string> = dayFirstHeaders;

/** Normalised header -> the record fields it fills. */
export const FIELD_ALIASES: Readonly<Record<string, readonly FieldTarget[]>> = table;

/**
 * Headers that name an address part only beside the part they go with (ADR 0249), and the
 * targets of the neighbour that make them so: "Number" beside "Street" is the house number.
 */
interface PairedAlias {
  target: FieldTarget;
  beside: readonly FieldTarget[];
}
const HOUSE_NUMBER_BESIDE_STREET: PairedAlias = { target: 'address.houseNumber', beside: ['address.street'] };
/** An area code is a phone's only beside a phone column: alone it is a region's or a column of codes. */
const AREA_CODE_BESIDE_PHONE: PairedAlias = { target: 'phoneAreaCode', beside: ['phones'] };
export const PAIRED_ALIASES: ReadonlyMap<string, PairedAlias> = new Map([
  ['number', HOUSE_NUMBER_BESIDE_STREET],
  ['numero', HOUSE_NUMBER_BESIDE_STREET],
  ['nr', HOUSE_NUMBER_BESIDE_STREET],
  ['unit', { target: 'address.address2', beside: ['address.street', 'address.houseNumber'] }],
  ['areacode', AREA_CODE_BESIDE_PHONE],
  ['phoneareacode', AREA_CODE_BESIDE_PHONE],
  ['areacd', AREA_CODE_BESIDE_PHONE],
  ['daytimeareacode', AREA_CODE_BESIDE_PHONE],
]);

/** "SS#", "SS #", "S.S. No.": a Social Security number; a bare "SS" is a size, a shift or a source as often. */
const SS_NUMBER = /^\s*s\.?\s*s\.?\s*(?:#|no\.?)\s*$/i;
const SSN_TARGETS: readonly FieldTarget[] = ['ssn'];

/**
 * Keys that name a column only when the header is written in ASCII: "NINO" is a British
 * National Insurance number, "Niño" (a child, in Spanish) folds to the same key.
 */
const ASCII_ONLY_KEYS: ReadonlySet<string> = new Set(['nino']);
// eslint-disable-next-line no-control-regex -- any character past ASCII
const NON_ASCII = /[^\x00-\x7f]/;

/**
 * The prefixes that name a set of address columns (ADR 0216, ADR 0325), a longer one before any
 * it starts with: WooCommerce billing_* and shipping_*, Salesforce Mailing * and Other *, Shopify
 * Default Address *, voter rolls' RESIDENTIAL_*, "Residence *", res_*, Reg*, R* and mail_*, People
 * Data Labs' location_*, address books' Home * and "Address 1 - *". A prefix is read before an
 * address column's name ("Residence City (USPS)", "MAILING_ZIP"); a header the table names itself
 * keeps its own reading ("Mailing Address" is a whole street, "Mail" an email). `tier` ranks the
 * sets: a residence first (where the person lives), then the primary sets, then the ones that may
 * be someone else's or an old one (a gift's recipient, a former address).
 */
export const ADDRESS_SET_PREFIXES: readonly { prefix: string; set: string; tier: 0 | 1 | 2 }[] = [
  { prefix: 'residential', set: 'residence', tier: 0 },
  { prefix: 'residence', set: 'residence', tier: 0 },
  { prefix: 'physical', set: 'residence', tier: 0 },
  { prefix: 'res', set: 'residence', tier: 0 },
  // Washington's roll: RegStNum, RegStName, RegCity (the registration address, where one lives).
  { prefix: 'reg', set: 'residence', tier: 0 },
  // Outlook's contacts: Home Street, Home City, Home Postal Code.
  { prefix: 'home', set: 'residence', tier: 0 },
  { prefix: 'current', set: 'current', tier: 1 },
  // People Data Labs: location_street_address, location_locality, location_postal_code.
  { prefix: 'location', set: 'location', tier: 1 },
  // Google Contacts: "Address 1 - Street", "Address 1 - City"; "Address 2 - …" is a second one.
  { prefix: 'address1', set: 'address1', tier: 1 },
  { prefix: 'address2', set: 'address2', tier: 2 },
  { prefix: 'billing', set: 'billing', tier: 1 },
  { prefix: 'defaultaddress', set: 'defaultaddress', tier: 1 },
  { prefix: 'mailing', set: 'mailing', tier: 1 },
  { prefix: 'mail', set: 'mailing', tier: 1 },
  { prefix: 'shipping', set: 'shipping', tier: 2 },
  { prefix: 'other', set: 'other', tier: 2 },
  { prefix: 'previous', set: 'previous', tier: 2 },
  { prefix: 'prior', set: 'previous', tier: 2 },
  { prefix: 'former', set: 'previous', tier: 2 },
  // New York's roll: RADDNUMBER, RSTREETNAME, RCITY, RZIP5 (last: "res", "reg" are read first).
  { prefix: 'r', set: 'residence', tier: 0 },
];

const isAddressTarget = (t: FieldTarget): boolean => t.startsWith('address.');
/**
 * Column names that name an address's part only after a set's prefix: Google Contacts' "Address 1
 * - Formatted" (the whole address) and "- Region", People Data Labs' location_region. Alone,
 * "Region" is a sales region as often as a state.
 */
const PREFIXED_ONLY: Readonly<Record<string, readonly FieldTarget[]>> = { formatted: ['address.street'], region: ['address.state'] };

/** The street words that after "mail" name an email address ("Mail Address", German "Mailadresse"). */
const MAIL_WORDS: ReadonlySet<string> = new Set(['address', 'addr', 'adresse', 'adres', 'adress', 'addresse']);

/**
 * An address column's header as a set's prefix and the column it names: "residentialcity" is
 * the residence's "city". Only address columns: "othername" or "currentemail" are none. "mail"
 * before a bare street word is an email ("Mail Address", German "Mailadresse"): only a numbered
 * one ("mail_addr1") is a street; "mail_street_name" is one too.
 */
export function prefixedAddressKey(key: string): { prefix: (typeof ADDRESS_SET_PREFIXES)[number]; rest: string } | undefined {
  for (const prefix of ADDRESS_SET_PREFIXES) {
    if (key.length <= prefix.prefix.length || !key.startsWith(prefix.prefix)) continue;
    const rest = key.slice(prefix.prefix.length);
    const targets = FIELD_ALIASES[rest] ?? PREFIXED_ONLY[rest];
    if (targets === undefined || !targets.every(isAddressTarget)) continue;
    if (prefix.prefix === 'mail' && MAIL_WORDS.has(rest)) continue;
    return { prefix, rest };
  }
  return undefined;
}

/** The targets of a table key, or of a set's prefix and an address column's key. */
function targetsOfKey(key: string): readonly FieldTarget[] | undefined {
  const own = FIELD_ALIASES[key];
  if (own !== undefined) return own;
  const prefixed = prefixedAddressKey(key);
  return prefixed === undefined ? undefined : (FIELD_ALIASES[prefixed.rest] ?? PREFIXED_ONLY[prefixed.rest]);
}

/** Targets for one header, or an empty list when it is not recognised. */
export function targetsForHeader(header: string): readonly FieldTarget[] {
  const key = aliasKeyOf(header);
  if (ASCII_ONLY_KEYS.has(key) && NON_ASCII.test(header)) return [];
  return targetsOfKey(key) ?? (SS_NUMBER.test(header) ? SSN_TARGETS : []);
}
/** Letters a date format names its parts with: English, German (TT.MM.JJJJ), French and Spanish (jj/mm/aaaa, dd/mm/aaaa). */
// Four-letter years first: "JJJJ.TT.MM" is a year, a day and a month, not "JJ", "JJ" and "TT".
const DATE_PART = '(?:yyyy|jjjj|aaaa|dd|tt|jj|mm|yy|aa)';
/** A date format in a header, with or without brackets and separators: "dd/mm/yyyy", "[DD.MM.YYYY]", "yyyymmdd". */
const DATE_FORMAT_NOTE = new RegExp(`[([]?(?<![\\p{L}\\p{N}])${DATE_PART}(?:\\s*[/.-]?\\s*${DATE_PART}){2}(?![\\p{L}\\p{N}])[)\\]]?`, 'iu');

/**
 * The table's key for a header: its whole normalised form when the table has it, else its Latin
 * letters and digits, as headers were read before other scripts counted ("E-mail (личный)"
 * still fills the emails).
 */
export function aliasKeyOf(header: string): string {
  const key = normalizeHeader(header);
  if (targetsOfKey(key) !== undefined) return key;
  // A note in parentheses says how the column is written or which one it is: "DOB
  // (MM/DD/YYYY)", "Phone Number (Home)".
  const unnoted = header.indexOf('(') > 0 ? normalizeHeader(header.replace(/\([^()]*\)/g, ' ')) : '';
  if (unnoted !== '' && targetsOfKey(unnoted) !== undefined) return unnoted;
  // A date format written without parentheses (ADR 0263): "DOB dd/mm/yyyy", "Birth Date
  // [DD.MM.YYYY]", "dob_yyyymmdd". Unrecognised, the column's dates were no birth dates.
  if (DATE_FORMAT_NOTE.test(header)) {
    const unformatted = normalizeHeader(header.replace(DATE_FORMAT_NOTE, ' '));
    if (unformatted !== '' && targetsOfKey(unformatted) !== undefined) return unformatted;
  }
  return latinPartOf(key);
}
