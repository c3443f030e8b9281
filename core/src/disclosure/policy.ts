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
import { RECORD_FIELDS, type RecordField } from './fields.ts';
import { defangHost, maskCard, maskEmailHint, maskIdentifier } from './masks.ts';
import { postalCodeArea } from './postal-codes.ts';
import { nameWithContactsMasked, type NameContactField } from './contacts-in-name.ts';
import { shapedLikeItsField, VALUE_SHAPES } from './value-shapes.ts';

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

/** A contact value, a date, an identifier or a street inside a name, as its own field is shown to the audience, or its kind. */
function contactInName(field: NameContactField, audience: Audience, value: string, kind: string): string {
  const cell = DISCLOSURE_POLICY[field][audience];
  if (cell === 'value') return value;
  const mask = cell === 'specMask' || cell === 'strongerMask' ? FIELD_MASKS[field]?.[cell] : undefined;
  return mask?.(value) ?? kind;
}

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
      if (field === 'fullName' && audience !== 'admin')
        return { shown: 'value', value: nameWithContactsMasked(value, (f, v, kind) => contactInName(f, audience, v, kind)) };
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
