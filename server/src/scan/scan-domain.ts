import {
  bandText,
  type CountBand,
  describeDataClasses,
  discloseDomain,
  DOMAIN_PEOPLE_COUNTED,
  DOMAIN_ROW_SOURCE,
  exposureSeverity,
  type DomainCountedClass,
} from '@breachwatch/core/scan/index';
import { domainSpellings } from '@breachwatch/core/scan/email-variants';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FieldCipher } from '../lib/field-cipher.ts';
import { secretClassesOf } from '../records/store/index.ts';
import { findUnknownSecretsAtDomain, summariseDomain, type DomainSourceRow } from './scan-domain.repository.ts';
import type { Exposure } from './scan-exposure.ts';

// A domain scan: the people with an address at the domain, as one row of figures across every
// source (never the people, never a source), only from enough people up (ADR 0229), and as
// ranges, never counts (ADR 0236); of at most DOMAIN_PEOPLE_COUNTED people, so a big domain costs
// a scan no more than that many (ADR 0318).

const COUNT_LABELS: Record<DomainCountedClass, string> = {
  ssn: 'SSN',
  card: 'payment card',
  driverLicense: 'driver license',
  governmentId: 'government ID number',
  financial: 'bank account details',
  password: 'password or security answer',
  dob: 'date of birth',
  phone: 'phone',
  address: 'address',
  employment: 'employment details',
  benefits: 'benefits details',
};

/**
 * Adds the records the database could not count by kind (stored before their secret classes
 * were, ADR 0191) from their secrets: only those records, and none once the start-up fill has
 * run. Without a cipher they count as holding what their plain columns show, as before.
 */
async function countUnknownSecrets(
  db: Kysely<Database>,
  cipher: FieldCipher | undefined,
  domains: readonly string[],
  sources: DomainSourceRow[],
  limit: number,
) {
  const unknown = sources.filter((s) => s.unknown_secret > 0);
  if (!cipher || unknown.length === 0) return;
  const byBatch = new Map(unknown.map((s) => [s.batch_id, s]));
  for (const row of await findUnknownSecretsAtDomain(
    db,
    domains,
    unknown.map((s) => s.batch_id),
    limit,
  )) {
    const source = byBatch.get(row.batch_id);
    if (!source) continue;
    const classes = secretClassesOf({ secret_classes: null, secret: row.secret }, cipher);
    // The summary already counted an SSN or a birth date its plain column shows.
    if (classes.includes('ssn') && row.ssn_last4 === null) source.with_ssn++;
    if (classes.includes('dob') && row.birth_year === null) source.with_dob++;
    if (classes.includes('card')) source.with_card++;
    if (classes.includes('driverLicense')) source.with_licence++;
    if (classes.includes('nationalId')) source.with_government_id++;
    if (classes.includes('bankAccount') || classes.includes('bankRouting')) source.with_financial++;
    if (classes.includes('password') || classes.includes('securityAnswer')) source.with_password++;
  }
}

export async function domainExposures(
  db: Kysely<Database>,
  domain: string,
  cipher?: FieldCipher,
  limit = DOMAIN_PEOPLE_COUNTED,
): Promise<{ exposures: Exposure[]; people?: CountBand; fewerThan?: number; counted: 'all' | 'up-to-limit' }> {
  const domains = domainSpellings(domain);
  const { sources, counted } = await summariseDomain(db, domains, limit);
  await countUnknownSecrets(db, cipher, domains, sources, limit);
  // One group across every source, only from enough people up (ADR 0229): per source, or for a
  // few people, the figures confirmed which domain a card's hint hides.
  const disclosed = discloseDomain(
    sources.map((s) => ({
      people: s.people,
      with: {
        ssn: s.with_ssn,
        card: s.with_card,
        driverLicense: s.with_licence,
        governmentId: s.with_government_id,
        financial: s.with_financial,
        password: s.with_password,
        dob: s.with_dob,
        phone: s.with_phone,
        address: s.with_address,
        employment: s.with_employment,
        benefits: s.with_benefits,
      },
    })),
    counted,
  );
  if (!disclosed.shown) return { exposures: [], fewerThan: disclosed.fewerThan, counted };
  // Kinds and ranges only: the labels of core's data classes, never a value (ADR 0024).
  const detail = disclosed.classes.map((c) => `${bandText(c.people)} with ${COUNT_LABELS[c.dataClass]}`);
  const exposure: Exposure = {
    id: 'domain:all',
    kind: 'domain',
    severity: exposureSeverity(disclosed.dataClasses),
    type: describeDataClasses(disclosed.dataClasses),
    source: DOMAIN_ROW_SOURCE,
    snippet: [`${bandText(disclosed.people)} people at @${domain}`, ...detail].join(' · '),
    dataClasses: disclosed.dataClasses,
    people: disclosed.people,
    counted: true,
  };
  return { exposures: [exposure], people: disclosed.people, counted };
}
