// Record views built from the disclosure policy: the person page, the Exposure Report and the
// verified owner's view all come out of discloseRecord(), so no view can show a field in a way
// the table does not allow. The server decodes a stored record into a DisclosureSource and
// calls these; nothing else turns stored values into view values.

import { ageThisYear } from '../records/dob.ts';
import { hasAddress, type RiskSubject } from '../records/risk.ts';
import { inferWorkEmail, summarizeWorkArea } from '../records/work-email.ts';
import { BENEFIT_FIELDS, EMPLOYMENT_FIELDS, type BenefitField, type Credibility, type EmploymentField } from '../records/types.ts';
import { sortDataClasses, type DataClass } from '../scan/data-classes.ts';
import { benefitField, employmentField, FIELD_INFO, SECTION_TITLES, type RecordField, type RecordSection } from './fields.ts';
import { disclose, disclosedText, disclosureOf, type Audience } from './policy.ts';

export interface DisclosureSourceAddress {
  street?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  county?: string | null;
  country?: string | null;
}

export interface DisclosureLeakSource {
  name: string;
  url: string | null;
  credibility: Credibility;
  reason: string | null;
  category: string | null;
  /** YYYY-MM-DD */
  dateFound: string | null;
}

/** A stored record's values, decrypted, as the views read them. */
export interface DisclosureSource {
  id: string;
  fullName: string;
  birthYear?: number | null;
  /** YYYY-MM-DD */
  dob?: string | null;
  /** The whole SSN, or only its last four digits when that is all the caller holds. */
  ssn?: string | null;
  driverLicense?: string | null;
  /** Another country's identity number, or a passport number (ADR 0302). */
  nationalId?: string | null;
  eid?: string | null;
  externalId?: string | null;
  otherContact?: string | null;
  card?: string | null;
  /** A password or its hash, and a security answer (ADR 0306). */
  password?: string | null;
  securityAnswer?: string | null;
  /** A bank account number and its routing number or sort code (ADR 0306). */
  bankAccount?: string | null;
  bankRouting?: string | null;
  emails: readonly string[];
  phones: readonly string[];
  address: DisclosureSourceAddress;
  employment: Partial<Record<EmploymentField, string>>;
  benefits: Partial<Record<BenefitField, string>>;
  leakSources: readonly DisclosureLeakSource[];
  /** ISO timestamp */
  dateAdded?: string | null;
}

export interface DisclosedFact {
  field: RecordField;
  label: string;
  shown: 'value' | 'masked' | 'exposed';
  /** null when only the kind is shown */
  value: string | null;
}

export interface DisclosedSection {
  section: RecordSection;
  title: string;
  facts: DisclosedFact[];
}

export interface DisclosedLeakSource {
  name: string;
  credibility: Credibility;
  category: string | null;
  reason: string | null;
  dateFound: string | null;
  /** The host only, defanged (hxxps://paste[.]example): never a path, never a link. */
  neutralizedUrl: string | null;
}

/** The sections of a record view, in page order. */
const VIEW_SECTIONS: readonly RecordSection[] = ['identity', 'contact', 'address', 'work', 'employment', 'benefits', 'financial'];

type SourceValue = string | number | null | undefined;

/** The single-valued fields a result card shows besides the name, and where their values come from. */
const CARD_FACT_VALUES = {
  birthYear: (s: DisclosureSource): SourceValue => s.birthYear,
  // From the birth year alone when the record has no date of birth (ADR 0323).
  age: (s: DisclosureSource, today: Date): SourceValue =>
    ageThisYear(s.dob, today) ?? (s.birthYear ? today.getFullYear() - s.birthYear : undefined),
  city: (s: DisclosureSource): SourceValue => s.address.city,
  state: (s: DisclosureSource): SourceValue => s.address.state,
  zip: (s: DisclosureSource): SourceValue => s.address.zip,
} as const;

export type CardFactField = keyof typeof CARD_FACT_VALUES;

/** The fields of each section and where their values come from. */
function sourceValues(s: DisclosureSource, today: Date): [RecordField, SourceValue][] {
  const a = s.address;
  const workEmail = inferWorkEmail(s.emails);
  const card = (field: CardFactField): [RecordField, SourceValue] => [field, CARD_FACT_VALUES[field](s, today)];
  return [
    ['fullName', s.fullName],
    card('birthYear'),
    card('age'),
    ['dob', s.dob],
    ['ssn', s.ssn],
    ['driverLicense', s.driverLicense],
    ['nationalId', s.nationalId],
    ['password', s.password],
    ['securityAnswer', s.securityAnswer],
    ['eid', s.eid],
    ['externalId', s.externalId],
    ...s.emails.map((e): [RecordField, string] => ['email', e]),
    ...s.phones.map((p): [RecordField, string] => ['phone', p]),
    ['otherContact', s.otherContact],
    ['street', a.street],
    ['address2', a.address2],
    card('city'),
    card('state'),
    card('zip'),
    ['county', a.county],
    ['country', a.country],
    ['workEmail', workEmail],
    ['workArea', summarizeWorkArea(s.employment)],
    ...EMPLOYMENT_FIELDS.map((f): [RecordField, string | undefined] => [employmentField(f), s.employment[f]]),
    ...BENEFIT_FIELDS.map((f): [RecordField, string | undefined] => [benefitField(f), s.benefits[f]]),
    ['card', s.card],
    ['bankAccount', s.bankAccount],
    ['bankRouting', s.bankRouting],
  ];
}

/**
 * The record's facts for one audience, section by section. A field shown only as its kind
 * appears once however many values it has (one "Phone number: in the leak", not three).
 */
export function discloseSections(s: DisclosureSource, audience: Audience, today: Date = new Date()): DisclosedSection[] {
  const bySection = new Map<RecordSection, DisclosedFact[]>();
  const exposedOnce = new Set<RecordField>();
  const seen = new Set<string>();
  for (const [field, raw] of sourceValues(s, today)) {
    const d = disclose(field, audience, raw);
    if (!d) continue;
    if (d.shown === 'exposed') {
      if (exposedOnce.has(field)) continue;
      exposedOnce.add(field);
    } else {
      // Two addresses can share a mask ("m***@gmail.com"): list it once.
      const key = `${field}\u0000${d.value}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    const info = FIELD_INFO[field];
    const facts = bySection.get(info.section) ?? [];
    facts.push({ field, label: info.label, shown: d.shown, value: d.value });
    bySection.set(info.section, facts);
  }
  return VIEW_SECTIONS.filter((sec) => bySection.has(sec)).map((sec) => ({
    section: sec,
    title: SECTION_TITLES[sec],
    facts: bySection.get(sec)!,
  }));
}

/**
 * The card's facts as discloseSections gives them, without the rest of the record: each is its
 * value where the audience may see it (as is or masked), else null. A search page builds 25
 * cards, and building the full sections for each (masks of every email, the work area, ...) was
 * a third of the server's CPU time per search (a profile of surname searches).
 */
export function discloseCardFacts(s: DisclosureSource, audience: Audience, today: Date = new Date()): Record<CardFactField, string | null> {
  const fact = (field: CardFactField) => disclosedText(field, audience, CARD_FACT_VALUES[field](s, today));
  return { birthYear: fact('birthYear'), age: fact('age'), city: fact('city'), state: fact('state'), zip: fact('zip') };
}

export function discloseLeakSources(s: DisclosureSource, audience: Audience): DisclosedLeakSource[] {
  const text = (field: RecordField, raw: string | null) => disclosedText(field, audience, raw);
  return s.leakSources
    .map((src) => ({
      name: text('sourceName', src.name),
      credibility: src.credibility,
      category: text('sourceCategory', src.category),
      reason: text('sourceReason', src.reason),
      dateFound: text('sourceDate', src.dateFound),
      neutralizedUrl: text('sourceUrl', src.url),
    }))
    .filter((src): src is DisclosedLeakSource => src.name !== null);
}

/**
 * The stored fields of a job or a cover this audience is told of: those its policy cell is not
 * `nothing`. The end dates of a job and of its cover (ADR 0218) are not among a stranger's. The
 * one list both `groupToldOf` and the domain scan's counts in SQL read (ADR 0270).
 */
export function groupFieldsToldOf(group: 'employment' | 'benefits', audience: Audience = 'anonymous'): readonly string[] {
  const fields = group === 'employment' ? EMPLOYMENT_FIELDS : BENEFIT_FIELDS;
  return fields.filter((key: string) => {
    const field = (group === 'employment' ? employmentField(key as EmploymentField) : benefitField(key as BenefitField)) as RecordField;
    return disclosureOf(field, audience) !== 'nothing';
  });
}

/**
 * Whether a record's job or cover holds anything this audience is told of: a field of
 * `groupFieldsToldOf` with a value. A field the policy gives it as `nothing` must not surface as
 * a kind of data either: a record whose job holds only an end date would otherwise say
 * "employment details" to a stranger, and so that the person left (ADR 0264).
 */
export function groupToldOf(
  group: 'employment' | 'benefits',
  values: Readonly<Record<string, unknown>> | null | undefined,
  audience: Audience = 'anonymous',
): boolean {
  if (!values) return false;
  return groupFieldsToldOf(group, audience).some((key) => {
    const value = values[key];
    return value !== null && value !== undefined && String(value as string | number).trim() !== '';
  });
}

/**
 * The kinds of data a record holds that this audience is told of, most serious first (core's
 * data-class vocabulary). The public pages, cards and scans use the stranger's (the default).
 */
export function recordDataClasses(s: DisclosureSource, audience: Audience = 'anonymous'): DataClass[] {
  const out: DataClass[] = [];
  if (s.ssn) out.push('ssn');
  if (s.dob) out.push('dob');
  if (s.driverLicense) out.push('driverLicense');
  if (s.nationalId) out.push('governmentId');
  if (s.emails.length) out.push('email');
  if (s.phones.length) out.push('phone');
  if (s.address.street || s.address.city || s.address.zip) out.push('address');
  if (s.card) out.push('card');
  if (s.password || s.securityAnswer) out.push('password');
  if (s.bankAccount || s.bankRouting) out.push('financial');
  if (groupToldOf('employment', s.employment, audience)) out.push('employment');
  if (groupToldOf('benefits', s.benefits, audience)) out.push('benefits');
  return sortDataClasses(out);
}

/** What the risk rules read. */
export function riskSubjectOf(s: DisclosureSource): RiskSubject {
  return {
    ssn: s.ssn ?? null,
    nationalId: s.nationalId ?? null,
    password: s.password ?? null,
    securityAnswer: s.securityAnswer ?? null,
    bankAccount: s.bankAccount ?? null,
    bankRouting: s.bankRouting ?? null,
    dob: s.dob ?? null,
    emails: s.emails,
    phones: s.phones,
    street: s.address.street ?? null,
    city: s.address.city ?? null,
    state: s.address.state ?? null,
    zip: s.address.zip ?? null,
    employeeStatus: s.employment.employeeStatus ?? null,
  };
}

/** Spec §2: the person page's red banner shows when any email, phone or address exists. */
export function exposureDetected(s: DisclosureSource): boolean {
  return s.emails.length > 0 || s.phones.length > 0 || hasAddress(riskSubjectOf(s));
}

const KIND_WORDS: Partial<Record<DataClass, string>> = {
  ssn: 'Social Security number',
  dob: 'date of birth',
  driverLicense: "driver's license",
  governmentId: 'national ID or passport number',
  email: 'email address',
  phone: 'phone number',
  address: 'address',
  card: 'payment card',
  financial: 'bank account details',
  password: 'password',
  employment: 'employment details',
  benefits: 'benefits details',
};

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The plain-language summary: what kinds were found, the kind of system they most likely came
 * from and the sources' names. It names an employer only when this audience may see it.
 */
export function recordNarrative(s: DisclosureSource, audience: Audience): string {
  const kinds = recordDataClasses(s, audience)
    .map((c) => KIND_WORDS[c])
    .filter((w): w is string => Boolean(w));
  const parts = [`We found a record with your ${kinds.length ? joinWords(kinds) : 'name'}.`];
  const employer = disclose('employment.employer', audience, s.employment.employer);
  const connected = employer?.shown === 'value' ? ` connected to ${employer.value}` : '';
  const hasEmployment = groupToldOf('employment', s.employment, audience);
  const hasBenefits = groupToldOf('benefits', s.benefits, audience);
  if (hasEmployment && hasBenefits) {
    parts.push(`It carries employment and benefits details, so it most likely came from an HR, payroll or benefits system${connected}.`);
  } else if (hasEmployment) {
    parts.push(`It carries employment details, so it most likely came from an HR or payroll system${connected}.`);
  } else if (hasBenefits) {
    parts.push('It carries benefits details, so it most likely came from a health-plan or benefits system.');
  }
  const names = discloseLeakSources(s, audience).map((src) => src.name);
  if (names.length) parts.push(`It was found in: ${joinWords(names)}.`);
  return parts.join(' ');
}
