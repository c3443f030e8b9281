// THE disclosure policy (decisions.md §1): for every stored field of a breach record, what each
// audience gets. Every public view, its API schema and its page are built from this one table
// (views.ts, schemas/records-api.ts), and a server test walks it against the real responses.
//
//   value         the stored value
//   specMask      the mask of spec §3 (SSN "***-**-1234", DOB mm/dd/yyyy, emails, phones)
//   strongerMask  a mask that hides more than the spec's (masks.ts, the licence rule)
//   exposed       the field's kind is named ("Social Security number: in the leak"), its value not
//   nothing       not mentioned at all
//
// The anonymous visitor learns which kinds of data leaked and enough to recognise themselves:
// name, birth year, age, city, state, zip (county and country are coarser than those), the
// source's name, date, credibility and category, the risk level and what to do. Never a value
// or part of a value that helps someone impersonate them. The verified owner of the record
// (who proved control of one of its email addresses) sees the spec's masked previews and the
// values of their own address, employment and benefits, never a raw SSN, licence or card
// number, nor another country's identity number (ADR 0302); nobody is shown a password or a
// security answer (ADR 0306). The admin sees the rest of the record.

import { formatDateUs, maskDriverLicense, maskEmail, maskPhone, maskSsn } from '../records/masking.ts';
import { streetsInText } from '../search/streets-in-text.ts';
import { RECORD_FIELDS, type RecordField } from './fields.ts';
import { defangHost, maskCard, maskEmailHint, maskIdentifier } from './masks.ts';
import { postalCodeArea } from './postal-codes.ts';
import { numberInNameKind, replaceBareNumbersInName, replaceNumbersInName, replaceSsnsInName } from './numbers-in-name.ts';

export const AUDIENCES = ['anonymous', 'owner', 'admin'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const DISCLOSURES = ['value', 'specMask', 'strongerMask', 'exposed', 'nothing'] as const;
export type Disclosure = (typeof DISCLOSURES)[number];

export type FieldPolicy = Record<Audience, Disclosure>;

const row = (anonymous: Disclosure, owner: Disclosure, admin: Disclosure = 'value'): FieldPolicy => ({ anonymous, owner, admin });

/** Everyone sees it: it identifies no one beyond what recognising yourself takes. */
const PUBLIC = row('value', 'value');
/** The kind in public, the value to its verified owner. */
const OWNER_VALUE = row('exposed', 'value');

export const DISCLOSURE_POLICY: Record<RecordField, FieldPolicy> = {
  fullName: PUBLIC,
  birthYear: PUBLIC,
  age: PUBLIC,
  dob: row('exposed', 'specMask'),
  ssn: row('exposed', 'specMask'),
  driverLicense: row('exposed', 'strongerMask'),
  // Another country's identity number, or a passport number (ADR 0302): as the SSN, only its
  // kind to a stranger; its owner sees the last two characters, as of any identifier (the
  // spec's SSN mask, last four digits, is the SSN's: four of a nine-digit BSN or a DNI's eight
  // digits and letter are half of the number).
  nationalId: row('exposed', 'strongerMask'),
  // A password (or its hash) and a security answer (ADR 0306): that it leaked, to everyone, the
  // admin too. A character of it helps whoever guesses it and no one who must act: the owner
  // changes it whatever it was. The admin keeps the original row of the leak file.
  password: row('exposed', 'exposed', 'exposed'),
  securityAnswer: row('exposed', 'exposed', 'exposed'),
  eid: row('exposed', 'strongerMask'),
  externalId: row('exposed', 'strongerMask'),
  // The hint mask ("m***@n***.example") lets the owner pick an address to verify with, and
  // narrows a stranger's guess far less than the spec's mask (first 3 + last 2 + domain).
  email: row('strongerMask', 'specMask'),
  // The spec's phone mask leaves 4 unknown digits: 10,000 guesses confirm it by search.
  phone: row('exposed', 'specMask'),
  // Free text that may name someone else (an emergency contact): its kind, even to the owner.
  otherContact: row('exposed', 'exposed'),
  street: OWNER_VALUE,
  address2: OWNER_VALUE,
  city: PUBLIC,
  state: PUBLIC,
  zip: PUBLIC,
  county: PUBLIC,
  country: PUBLIC,
  workEmail: row('strongerMask', 'specMask'),
  workArea: OWNER_VALUE,
  'employment.employer': OWNER_VALUE,
  'employment.location': OWNER_VALUE,
  'employment.jobTitle': OWNER_VALUE,
  'employment.department': OWNER_VALUE,
  'employment.employeeId': row('exposed', 'strongerMask'),
  'employment.dateOfHire': OWNER_VALUE,
  'employment.employeeStatus': OWNER_VALUE,
  'employment.employeeStatusDate': OWNER_VALUE,
  // That a job or its cover ended says the person left or was let go, which the status (only
  // its kind in public) hides: a stranger is not told such a date leaked at all (ADR 0218).
  'employment.employmentTerminationDate': row('nothing', 'value'),
  'employment.salary': OWNER_VALUE,
  'employment.type': OWNER_VALUE,
  'benefits.planName': OWNER_VALUE,
  'benefits.carrier': OWNER_VALUE,
  'benefits.planEffectiveDate': OWNER_VALUE,
  'benefits.effectiveDate': OWNER_VALUE,
  'benefits.originalEffectiveDate': OWNER_VALUE,
  'benefits.benefitTerminationDate': row('nothing', 'value'),
  'benefits.contributionAmount': OWNER_VALUE,
  'benefits.coverageAmount': OWNER_VALUE,
  'benefits.premium': OWNER_VALUE,
  'benefits.reserveCharge': OWNER_VALUE,
  'benefits.adminFee': OWNER_VALUE,
  'benefits.payrollDeduction': OWNER_VALUE,
  'benefits.pcp': OWNER_VALUE,
  card: row('exposed', 'strongerMask'),
  // Bank details (ADR 0306): the kind to a stranger, the last two characters to the owner (which
  // account to call the bank about), as of any identifier.
  bankAccount: row('exposed', 'strongerMask'),
  bankRouting: row('exposed', 'strongerMask'),
  sourceName: PUBLIC,
  sourceDate: PUBLIC,
  sourceCredibility: PUBLIC,
  sourceCategory: PUBLIC,
  // Free text an admin wrote about the source; it may quote the dump.
  sourceReason: row('nothing', 'value'),
  // The path of a dump's address is a working link to the stolen data once re-fanged: host only.
  sourceUrl: row('strongerMask', 'strongerMask'),
  riskLevel: PUBLIC,
  dateAdded: PUBLIC,
  originalRow: row('nothing', 'nothing'),
};

type Mask = (value: string) => string | undefined;

/** The mask each masked cell applies. A field has at most one mask of each strength. */
export const FIELD_MASKS: Partial<Record<RecordField, { specMask?: Mask; strongerMask?: Mask; specMaskShowsWhole?: true }>> = {
  // The spec's "mask" of a birth date is its format, mm/dd/yyyy: the whole date is shown.
  dob: { specMask: (v) => formatDateUs(v), specMaskShowsWhole: true },
  ssn: { specMask: maskSsn },
  driverLicense: { strongerMask: maskDriverLicense },
  nationalId: { strongerMask: maskIdentifier },
  eid: { strongerMask: maskIdentifier },
  externalId: { strongerMask: maskIdentifier },
  email: { specMask: maskEmail, strongerMask: maskEmailHint },
  workEmail: { specMask: maskEmail, strongerMask: maskEmailHint },
  phone: { specMask: maskPhone },
  'employment.employeeId': { strongerMask: maskIdentifier },
  card: { strongerMask: maskCard },
  bankAccount: { strongerMask: maskIdentifier },
  bankRouting: { strongerMask: maskIdentifier },
  sourceUrl: { strongerMask: defangHost },
};

const DIGIT_OR_AT = /[\p{Nd}@]/u;
/** A place name: no digit and no "@" (a street or an address moved into the column has both). */
const isPlaceName = (value: string): boolean => !DIGIT_OR_AT.test(value);
/** Two to ten letters and digits, single spaces or hyphens between them: 62704, 62704-1234, SW1A 1AA, 100-0001. */
const POSTAL_CODE = /^[\p{L}\p{Nd}](?:[ -]?[\p{L}\p{Nd}])+$/u;
const POSTAL_CODE_MAX = 10;
/** Nine digits or more in a row: an SSN or a phone number as likely as a ZIP+4 written without its hyphen. */
const LONG_DIGIT_RUN = /\p{Nd}{9}/u;
const isPostalCode = (value: string): boolean => value.length <= POSTAL_CODE_MAX && POSTAL_CODE.test(value) && !LONG_DIGIT_RUN.test(value);

/**
 * Fields shown whole to the stranger and the owner whose column, in a messy dump, may hold
 * something else: a street typed into the City column, a phone number or an SSN shifted into
 * the ZIP column by a stray separator. Such a value is shown only as its kind, as a value a
 * mask refuses is (ADR 0224); the admin sees it as stored.
 */
export const VALUE_SHAPES: Partial<Record<RecordField, (value: string) => boolean>> = {
  city: isPlaceName,
  state: isPlaceName,
  county: isPlaceName,
  country: isPlaceName,
  zip: isPostalCode,
};

/**
 * Whether a stored value is shaped like its field (VALUE_SHAPES; true for a field without a
 * shape). The public search keys a place value as a place only when it is (ADR 0230), so a
 * value the card withholds cannot be confirmed by guessing it beside a name.
 */
export const shapedLikeItsField = (field: RecordField, value: string): boolean => VALUE_SHAPES[field]?.(value.trim()) ?? true;

/** An email address inside other text: a sign-up list's user name in its Name column. */
const EMAIL_IN_TEXT = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+/gu;

/**
 * A name split into the words a stranger is shown as written and the email addresses, phone or
 * other long numbers and street addresses inside it, which the name shows only as those fields
 * do (ADRs 0246, 0292). The public search keys only the first as name words: keyed whole, "name +
 * a guessed word or prefix" would confirm, letter by letter, the address the card hides behind
 * its hint (ADR 0265), or the street it shows only as its kind ("Tina oak"; ADR 0292).
 */
export function contactsInName(value: string): { rest: string; contacts: string[] } {
  const contacts: string[] = [];
  const take = (found: string) => {
    contacts.push(found);
    return ' ';
  };
  const rest = replaceContactsInName(value, take, take);
  // Streets are read as the name shows them, with its dates standing for no number (a date is
  // shown as "(date)" before streets are read); what is cut is the text itself.
  const spans = streetsInText(rest.replace(DATE_IN_TEXT, (date) => '/'.repeat(date.length)));
  let out = '';
  let from = 0;
  for (const { start, end } of spans) {
    out += `${rest.slice(from, start)} `;
    contacts.push(rest.slice(start, end));
    from = end;
  }
  return { rest: hiddenDigitsTaken(out + rest.slice(from), take), contacts };
}

/**
 * What is left of a name with the digits the name shows a stranger only as their kind taken
 * out (ADR 0308): an SSN's last four after its word or mask, and four to six digits standing
 * alone, a year excepted (ADR 0305). Keyed as name words, "name + a guessed number" confirmed
 * them: the public search reads five digits as a ZIP code in the name keys too. An SSN's words
 * stay: they tell only the kind the card shows.
 */
function hiddenDigitsTaken(text: string, take: (found: string) => string): string {
  if (!/\p{Nd}/u.test(text)) return text;
  return replaceBareNumbersInName(
    replaceSsnsInName(text, (ssn, words) => ` ${words}${take(ssn)}`),
    take,
  );
}

/** A name with each email address and phone or other long number in it replaced; the name itself when it holds none. */
function replaceContactsInName(value: string, email: (found: string) => string, phone: (found: string) => string): string {
  if (value.indexOf('@') === -1 && !/\p{Nd}/u.test(value)) return value;
  return replaceNumbersInName(value.replace(EMAIL_IN_TEXT, email), phone);
}

/** A contact value, a date, an identifier or a street inside a name, as its own field is shown to the audience, or its kind. */
function contactInName(
  field: 'email' | 'phone' | 'dob' | 'ssn' | 'externalId' | 'street',
  audience: Audience,
  value: string,
  kind: string,
): string {
  const cell = DISCLOSURE_POLICY[field][audience];
  if (cell === 'value') return value;
  const mask = cell === 'specMask' || cell === 'strongerMask' ? FIELD_MASKS[field]?.[cell] : undefined;
  return mask?.(value) ?? kind;
}

/**
 * A date written with slashes, dots or dashes, day or month first ("03/14/1984", "3/14/84",
 * "14.3.84") or year first ("1984/03/14"), and no longer digit run around it. In a person's name
 * column it is a birth date shifted there; short and slashed ones are no phone number's shape.
 */
const DATE_IN_TEXT =
  /(?<!\p{Nd})(?:\p{Nd}{1,2}[/.-]\p{Nd}{1,2}[/.-](?:\p{Nd}{4}|\p{Nd}{2})|\p{Nd}{4}[/.-]\p{Nd}{1,2}[/.-]\p{Nd}{1,2})(?!\p{Nd})/gu;

/**
 * A name as a stranger or the owner sees it: an email address or a phone number typed or
 * shifted into a name column is shown as those fields show it (a hint, a mask or only its kind),
 * never whole (ADR 0246), and so is a date, as the birth date is (to a stranger only its kind).
 * A phone-length number with letters written onto it is an identifier, shown whole as one (to a
 * stranger only its kind), unless the letters are a phone word ("Tel5558675309", a phone; ADR
 * 0299), and a street address as the street field is (ADR 0292). An SSN or its last four
 * ("***-**-5678", "SSN 3456") is shown as the SSN field is, and four to six digits left standing
 * alone ("Ann Lee 4321") as an identifier, a year excepted (ADR 0305). The rest of the name is
 * shown as stored. A date's digits are not taken out of the name's search words as a contact
 * value's are (contactsInName): the public search never reads digits (ADR 0071).
 */
function nameWithContactsMasked(value: string, audience: Audience): string {
  if (value.indexOf('@') === -1 && !/\p{Nd}/u.test(value)) return value;
  // What each reader shows is held aside behind a placeholder with no letter or digit, so no
  // later reader reads it again: an owner's "***-**-3456" or "1420 Oak St" is no bare number.
  const held: string[] = [];
  const hold = (shown: string): string => {
    held.push(shown);
    return `${HELD_OPEN}${String.fromCharCode(HELD_FIRST + held.length - 1)}${HELD_CLOSE}`;
  };
  // Addresses first: a date-shaped run inside one ("ann.3.14.84@…") is part of the address,
  // and an SSN word inside one ("ssn1234@…") is part of it too.
  const masked = replaceNumbersInName(
    replaceSsnsInName(
      value.replace(EMAIL_IN_TEXT, (email) => hold(contactInName('email', audience, email, '(email address)'))),
      (ssn, words, enclosed) => hold(ssnInName(audience, ssn, words, enclosed)),
    ).replace(DATE_IN_TEXT, (date) => hold(contactInName('dob', audience, date, '(date)'))),
    (number) => {
      // A phone word written onto it ("Tel5558675309") says it is a phone; other letters, an identifier.
      const read = numberInNameKind(number);
      return hold(
        read.kind === 'phone'
          ? contactInName('phone', audience, read.phone, '(phone number)')
          : contactInName('externalId', audience, number, '(ID number)'),
      );
    },
  );
  // Streets after those, on what is left: a phone's digits are never read as a house number.
  let streets = '';
  let from = 0;
  for (const { start, end } of streetsInText(masked)) {
    streets += masked.slice(from, start) + hold(contactInName('street', audience, masked.slice(start, end), '(street address)'));
    from = end;
  }
  // Bare numbers last: a street's house number is read with its street.
  const out = replaceBareNumbersInName(streets + masked.slice(from), (number) =>
    contactInName('externalId', audience, number, '(ID number)'),
  );
  return out.replace(HELD, (placeholder, at: string) => held[at.charCodeAt(0) - HELD_FIRST] ?? placeholder);
}

/**
 * Placeholders of private-use characters. A stored name that holds the same three characters
 * itself shows what a reader held there (a mask or a kind) twice, never a value unmasked.
 */
const HELD_OPEN = '\uE000';
const HELD_CLOSE = '\uE001';
const HELD_FIRST = 0xe100;
const HELD = /\uE000([\uE100-\uF8FF])\uE001/gu;

/**
 * An SSN or its last four inside a name, as the SSN field is shown to the audience: to a
 * stranger only its kind, words, parentheses and all; to the owner the words written before it
 * and the spec's mask ("SSN ***-**-3456"), in its parentheses.
 */
function ssnInName(audience: Audience, ssn: string, words: string, enclosed: boolean): string {
  const shown = contactInName('ssn', audience, ssn, SSN_KIND);
  if (shown === SSN_KIND) return shown;
  const written = words === '' ? shown : `${words} ${shown}`;
  return enclosed ? `(${written})` : written;
}

const SSN_KIND = '(Social Security number)';

/** Whether a field the audience may see as a value can still be shown only as its kind (VALUE_SHAPES). */
export const valueMayBeWithheld = (field: RecordField, audience: Audience): boolean =>
  audience !== 'admin' && VALUE_SHAPES[field] !== undefined;

export function disclosureOf(field: RecordField, audience: Audience): Disclosure {
  return DISCLOSURE_POLICY[field][audience];
}

/** What a view may carry for one field: a value (masked or not), only its kind, or nothing. */
export type Disclosed = { shown: 'value' | 'masked'; value: string } | { shown: 'exposed'; value: null } | undefined;

/**
 * The one function views disclose a stored value through. An empty value discloses nothing;
 * a value its mask cannot mask safely, or not shaped like its field (VALUE_SHAPES), is shown
 * only as its kind.
 */
export function disclose(field: RecordField, audience: Audience, raw: string | number | null | undefined): Disclosed {
  if (raw === null || raw === undefined) return undefined;
  const value = String(raw).trim();
  if (value === '') return undefined;
  const cell = DISCLOSURE_POLICY[field][audience];
  switch (cell) {
    case 'nothing':
      return undefined;
    case 'exposed':
      return { shown: 'exposed', value: null };
    case 'value':
      if (valueMayBeWithheld(field, audience) && !shapedLikeItsField(field, value)) return { shown: 'exposed', value: null };
      if (field === 'fullName' && audience !== 'admin') return { shown: 'value', value: nameWithContactsMasked(value, audience) };
      // A stranger is shown the ZIP code, an area; not a ZIP+4's or a postcode's part that
      // names a block or one address (ADR 0305). The owner sees their own code whole.
      if (field === 'zip' && audience === 'anonymous') return { shown: 'value', value: postalCodeArea(value) };
      return { shown: 'value', value };
    case 'specMask':
    case 'strongerMask': {
      const mask = FIELD_MASKS[field]?.[cell];
      if (!mask) throw new Error(`disclosure policy: ${field} has no ${cell}`);
      const masked = mask(value);
      return masked === undefined ? { shown: 'exposed', value: null } : { shown: 'masked', value: masked };
    }
  }
}

/** The text a view shows for one field: its value, as is or masked; null when only its kind or nothing may be shown. */
export function disclosedText(field: RecordField, audience: Audience, raw: string | number | null | undefined): string | null {
  const d = disclose(field, audience, raw);
  return d && d.shown !== 'exposed' ? d.value : null;
}

/** The fields an audience sees the value of (unmasked): the promise a page makes. */
export function fieldsShownAsValue(audience: Audience): RecordField[] {
  return RECORD_FIELDS.filter((f) => DISCLOSURE_POLICY[f][audience] === 'value');
}
