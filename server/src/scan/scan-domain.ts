import { describeDataClasses, exposureSeverity, sortDataClasses, type DataClass } from '@breachwatch/core/scan/index';
import { domainSpellings } from '@breachwatch/core/scan/email-variants';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findBatches, summariseDomain } from './scan.repository.ts';
import { dateOnly, UNKNOWN_SOURCE, type Exposure } from './scan-exposure.ts';

// A domain scan: the people with an address at the domain, as one summary row per source
// (counts only, never the people), however many there are.

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export async function domainExposures(db: Kysely<Database>, domain: string): Promise<{ exposures: Exposure[]; people: number }> {
  const sources = await summariseDomain(db, domainSpellings(domain));
  const batches = await findBatches(
    db,
    sources.map((s) => s.batch_id).filter((id): id is string => id !== null),
  );
  let people = 0;
  const exposures = sources.map((s): Exposure => {
    people += s.people;
    const batch = s.batch_id ? batches.get(s.batch_id) : undefined;
    const counts: [DataClass, number, string][] = [
      ['ssn', s.with_ssn, 'SSN'],
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
