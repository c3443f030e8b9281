// Full, decrypted views for the admin console (behind the admin guard).

import { isRiskLevel } from '@breachwatch/core';
import type { AdminRecordDetail, AdminRecordListItem } from '@breachwatch/core/schemas/records-api';
import { leakSourcesOf, type BatchRow, type DecodedRecord } from '../store/index.ts';

const riskOrNull = (v: string): AdminRecordListItem['riskLevel'] => (isRiskLevel(v) ? v : null);

export function toAdminListItem(d: DecodedRecord, batch: BatchRow | undefined): AdminRecordListItem {
  const r = d.row;
  const phones = r.phones.map((p) => p.phone);
  return {
    id: r.id,
    name: r.full_name,
    email: r.emails[0] ?? null,
    phone: phones[0] ?? null,
    emails: r.emails,
    phones,
    dob: d.secret.dob ?? null,
    hasSsn: Boolean(d.secret.ssn),
    city: r.city,
    state: r.state,
    zip: r.zip,
    employeeStatus: r.employee_status,
    riskLevel: riskOrNull(r.risk_level),
    dateAdded: r.date_added,
    sourceName: batch?.source_name ?? null,
  };
}

/** `allFields`: the original row (allFieldsOf, with the record's header set loaded). */
export function toAdminDetail(d: DecodedRecord, batch: BatchRow | undefined, allFields: Record<string, string>): AdminRecordDetail {
  const r = d.row;
  return {
    ...toAdminListItem(d, batch),
    birthYear: r.birth_year,
    externalId: r.external_id,
    firstName: r.first_name,
    middleName: r.middle_name,
    lastName: r.last_name,
    suffix: r.suffix,
    ssn: d.secret.ssn ?? null,
    driverLicense: d.secret.driverLicense ?? null,
    nationalId: d.secret.nationalId ?? null,
    eid: d.secret.eid ?? null,
    contact: d.secret.contact ?? null,
    card: d.secret.card ?? null,
    address: { street: r.street, address2: r.address2, city: r.city, state: r.state, zip: r.zip, county: r.county, country: r.country },
    employment: d.employment,
    benefits: d.benefits,
    sources: d.sources,
    leakSources: leakSourcesOf(d, batch),
    batch: batch
      ? {
          id: batch.id,
          sourceName: batch.source_name,
          kind: batch.kind,
          fileName: batch.file_name,
          importedAt: batch.last_imported_at,
          importedBy: batch.imported_by,
        }
      : null,
    allFields,
  };
}
