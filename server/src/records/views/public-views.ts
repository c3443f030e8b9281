// The public and owner views of a record. Every value goes through core's disclosure policy
// (core/src/disclosure): this module only turns stored rows into the policy's DisclosureSource
// and adds the report's guidance. The route response schemas, built from the same policy, are
// the second fence.

import {
  discloseCardFacts,
  disclosedText,
  discloseLeakSources,
  disclosePlanRegion,
  discloseSections,
  exposureDetected,
  isPlaceholderDob,
  publicRisk,
  recordDataClasses,
  recordNarrative,
  riskSubjectOf,
  type Audience,
  type DisclosureSource,
  type PublicRisk,
  type RiskSubject,
} from '@breachwatch/core';
import type { ExposureReport, OwnerReport, PersonView, PublicSearchResult } from '@breachwatch/core/schemas/record-views';
import { leakSourcesOf, type BatchRow, type CardRow, type DecodedRecord, type RecordSecret } from '../store/index.ts';
import { reportNextSteps, reportReferenceLinks } from '@breachwatch/core/recovery/first-steps';
import { financialNotes, misuseFor } from './report-text.ts';

/**
 * What a result card is built from: the card's plain columns, the decrypted secret and the
 * employment and benefit groups. A full DecodedRecord is one; the SQLite search loads only this.
 */
export interface SearchCardSource {
  row: Omit<CardRow, 'seq' | 'secret' | 'employment' | 'benefits'>;
  secret: RecordSecret;
  employment: DecodedRecord['employment'];
  benefits: DecodedRecord['benefits'];
}

/** A card's values as the policy reads them (no leak sources: a card shows none). */
export function cardDisclosureSource(d: SearchCardSource): DisclosureSource {
  const r = d.row;
  // A placeholder birth date stored before ADR 0257 (1900-01-01) is no birth date: no age, no
  // birth year, no date of birth among what leaked, none in the risk.
  const placeholderDob = isPlaceholderDob(d.secret.dob);
  return {
    id: r.id,
    fullName: r.full_name,
    birthYear: placeholderDob ? null : r.birth_year,
    dob: placeholderDob ? null : (d.secret.dob ?? null),
    ssn: d.secret.ssn ?? r.ssn_last4,
    driverLicense: d.secret.driverLicense ?? null,
    nationalId: d.secret.nationalId ?? null,
    card: d.secret.card ?? null,
    password: d.secret.password ?? null,
    securityAnswer: d.secret.securityAnswer ?? null,
    bankAccount: d.secret.bankAccount ?? null,
    bankRouting: d.secret.bankRouting ?? null,
    emails: r.emails,
    phones: r.phones.map((p) => p.phone),
    address: { street: r.street, city: r.city, state: r.state, zip: r.zip, county: r.county },
    employment: d.employment,
    benefits: d.benefits,
    leakSources: [],
  };
}

/** A stored record's values as the policy reads them. */
export function disclosureSource(d: DecodedRecord, batch: BatchRow | undefined): DisclosureSource {
  const r = d.row;
  return {
    ...cardDisclosureSource(d),
    eid: d.secret.eid ?? null,
    externalId: r.external_id,
    otherContact: d.secret.contact ?? null,
    address: { street: r.street, address2: r.address2, city: r.city, state: r.state, zip: r.zip, county: r.county, country: r.country },
    leakSources: leakSourcesOf(d, batch).map(({ name, url, credibility, reason, category, dateFound }) => ({
      name,
      url,
      credibility,
      reason,
      category,
      dateFound,
    })),
    dateAdded: r.date_added,
  };
}

/**
 * A record's one public level (decisions.md §3): the card, the person page, the Exposure Report
 * and each exposure scan row of the record (ADR 0307) all take it from here.
 */
export function recordPublicRisk(d: SearchCardSource): PublicRisk {
  return publicRisk(recordRiskSubject(d));
}

/** What a record's public level is scored from: its values as the disclosure policy reads them. */
export function recordRiskSubject(d: SearchCardSource): RiskSubject {
  return riskSubjectOf(cardDisclosureSource(d));
}

const asInt = (v: string | null) => (v === null ? null : Number.parseInt(v, 10));

export function toSearchResult(d: SearchCardSource, today: Date): PublicSearchResult {
  const s = cardDisclosureSource(d);
  const facts = discloseCardFacts(s, 'anonymous', today);
  return {
    id: s.id,
    name: disclosedText('fullName', 'anonymous', s.fullName) ?? '(no name)',
    birthYear: asInt(facts.birthYear),
    age: asInt(facts.age),
    city: facts.city,
    state: facts.state,
    zip: facts.zip,
    risk: recordPublicRisk(d),
    dataClasses: recordDataClasses(s),
  };
}

export function toPersonView(d: DecodedRecord, batch: BatchRow | undefined, today: Date): PersonView {
  const s = disclosureSource(d, batch);
  return {
    id: s.id,
    name: disclosedText('fullName', 'anonymous', s.fullName) ?? '(no name)',
    sections: discloseSections(s, 'anonymous', today),
    narrative: recordNarrative(s, 'anonymous'),
    leakSources: discloseLeakSources(s, 'anonymous') as PersonView['leakSources'],
    risk: publicRisk(riskSubjectOf(s)),
    exposureDetected: exposureDetected(s),
    dataClasses: recordDataClasses(s),
    planRegion: disclosePlanRegion(s, 'anonymous'),
  };
}

type ReportFor<A extends 'anonymous' | 'owner'> = A extends 'owner' ? OwnerReport : ExposureReport;

/** The Exposure Report for a stranger (anonymous) or for the record's verified owner. */
export function toExposureReport<A extends 'anonymous' | 'owner'>(
  d: DecodedRecord,
  batch: BatchRow | undefined,
  today: Date,
  audience: A,
): ReportFor<A> {
  const s = disclosureSource(d, batch);
  const audienceName: Audience = audience;
  const classes = recordDataClasses(s, audienceName);
  const risk = publicRisk(riskSubjectOf(s));
  // Outside the US the report's first steps and links are the plan's for there (ADR 0303).
  const planRegion = disclosePlanRegion(s, audienceName);
  return {
    id: s.id,
    audience,
    name: disclosedText('fullName', audienceName, s.fullName) ?? '(no name)',
    overall: risk.level,
    risk,
    summary: recordNarrative(s, audienceName),
    sections: discloseSections(s, audienceName, today),
    leakSources: discloseLeakSources(s, audienceName),
    referenceLinks: reportReferenceLinks(planRegion ?? 'us'),
    financialNotes: financialNotes(s),
    misuse: misuseFor(s, classes, audienceName),
    // The plan's own first steps for what leaked (ADR 0225), never one list for everyone.
    nextSteps: reportNextSteps(classes, planRegion ?? 'us'),
    dateAdded: d.row.date_added,
    dataClasses: classes,
    planRegion,
  } as ReportFor<A>;
}
