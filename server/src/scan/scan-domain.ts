import { describeDataClasses, exposureSeverity, sortDataClasses, type DataClass } from '@breachwatch/core/scan/index';
import { domainSpellings } from '@breachwatch/core/scan/email-variants';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FieldCipher } from '../lib/field-cipher.ts';
import { secretClassesOf } from '../records/store/index.ts';
import { findBatches, findUnknownSecretsAtDomain, summariseDomain, type DomainSourceRow } from './scan.repository.ts';
import { dateOnly, UNKNOWN_SOURCE, type Exposure } from './scan-exposure.ts';

// A domain scan: the people with an address at the domain, as one summary row per source
// (counts only, never the people), however many there are.

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

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
) {
  const unknown = sources.filter((s) => s.unknown_secret > 0);
  if (!cipher || unknown.length === 0) return;
  const byBatch = new Map(unknown.map((s) => [s.batch_id, s]));
  for (const row of await findUnknownSecretsAtDomain(
    db,
    domains,
    unknown.map((s) => s.batch_id),
  )) {
    const source = byBatch.get(row.batch_id);
    if (!source) continue;
    const classes = secretClassesOf({ secret_classes: null, secret: row.secret }, cipher);
    // The summary already counted an SSN or a birth date its plain column shows.
    if (classes.includes('ssn') && row.ssn_last4 === null) source.with_ssn++;
    if (classes.includes('dob') && row.birth_year === null) source.with_dob++;
    if (classes.includes('card')) source.with_card++;
    if (classes.includes('driverLicense')) source.with_licence++;
  }
}

export async function domainExposures(
  db: Kysely<Database>,
  domain: string,
  cipher?: FieldCipher,
): Promise<{ exposures: Exposure[]; people: number }> {
  const domains = domainSpellings(domain);
  const sources = await summariseDomain(db, domains);
  await countUnknownSecrets(db, cipher, domains, sources);
  const batches = await findBatches(
    db,
    sources.map((s) => s.batch_id).filter((id): id is string => id !== null),
  );
  let people = 0;
  const exposures = sources.map((s): Exposure => {
    people += s.people;
    const batch = s.batch_id ? batches.get(s.batch_id) : undefined;
    // Kinds and counts only: the labels of core's data classes, never a value (ADR 0024).
    const counts: [DataClass, number, string][] = [
      ['ssn', s.with_ssn, 'SSN'],
      ['card', s.with_card, 'payment card'],
      ['driverLicense', s.with_licence, 'driver license'],
      ['dob', s.with_dob, 'date of birth'],
      ['phone', s.with_phone, 'phone'],
      ['address', s.with_address, 'address'],
      ['employment', s.with_employment, 'employment details'],
      ['benefits', s.with_benefits, 'benefits details'],
    ];
    const dataClasses = sortDataClasses(['email', ...counts.filter(([, n]) => n > 0).map(([c]) => c)]);
    const detail = counts.filter(([, n]) => n > 0).map(([, n, label]) => `${n.toLocaleString('en-US')} with ${label}`);
    return {
      id: `domain:${s.batch_id ?? 'none'}`,
      kind: 'domain',
      severity: exposureSeverity(dataClasses),
      type: describeDataClasses(dataClasses),
      source: batch?.source_name?.trim() || UNKNOWN_SOURCE,
      firstSeen: dateOnly(batch?.date_found ?? batch?.created_at ?? s.first_added),
      lastSeen: dateOnly(batch?.last_imported_at ?? s.last_added),
      snippet: [`${plural(s.people, 'person', 'people')} at @${domain}`, ...detail].join(' · '),
      dataClasses,
      people: s.people,
      counted: true,
    };
  });
  return { exposures, people };
}
