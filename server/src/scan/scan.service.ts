// The exposure scan (issue 4): what our records, the breach catalog and (optionally) Have I
// Been Pwned know about an email address or a domain, scored and explained. Every value that
// leaves here is masked or a count.

import {
  classifyInboxMatch,
  describeDataClasses,
  DOMAIN_COUNTED_NOTE,
  DOMAIN_FEW_PEOPLE_NOTE,
  DOMAIN_FIGURES_NOTE,
  HIBP_CREDIT,
  HIBP_CREDIT_URL,
  inboxLookupKeys,
  SAME_INBOX_SCAN_NOTE,
  scoreExposures,
  sortDataClasses,
  suggestedActions,
  type CatalogBreach,
  type CountBand,
  type DataClass,
  type ScanSuccess,
} from '@breachwatch/core/scan/index';
import { leakSourceName } from '@breachwatch/core/disclosure/masks';
import { personRiskScore, type RiskFactorKey } from '@breachwatch/core/records/risk';
import type { RiskLevel } from '@breachwatch/core/records/types';
import { disclosedText } from '@breachwatch/core/disclosure/policy';
import { groupToldOf } from '@breachwatch/core/disclosure/views';
import { domainAsciiForm, emailAsciiForm } from '@breachwatch/core/schemas/formats';
import type { ScanRequest } from '@breachwatch/core/schemas/scan';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FieldCipher } from '../lib/field-cipher.ts';
import { decodeRecord, loadByIds, parseObject, secretClassesOf } from '../records/store/index.ts';
import { recordRiskSubject } from '../records/views/index.ts';
import { findCatalogByDomain } from './catalog/catalog.repository.ts';
import { catalogBreachFromHibp } from './catalog/catalog.service.ts';
import { fetchBreachedAccount, HIBP_TIMEOUT_MS, HibpError } from './hibp-client.ts';
import { exposureFromBreach } from './scan-breach-exposure.ts';
import { domainExposures } from './scan-domain.ts';
import { dateOnly, UNKNOWN_SOURCE, type Exposure } from './scan-exposure.ts';
import { EMAIL_MATCH_LIMIT, findEmailMatches, findRecordFacts, type RecordFactsRow } from './scan.repository.ts';

export interface ScanDeps {
  db: Kysely<Database>;
  /**
   * Reads a found record's secret, so that its row carries the record's own public level
   * (ADR 0307), and which kinds a record stored before its secret classes (ADR 0191) holds.
   */
  cipher: FieldCipher;
  upstream?: { apiKey: string; apiBase: string; userAgent: string; timeoutMs?: number };
  /** The most people a domain scan counts: core's DOMAIN_PEOPLE_COUNTED unless a test sets fewer (ADR 0318). */
  domainPeopleCounted?: number;
}

const SEVERITY_RANK = { high: 0, medium: 1, low: 2, info: 3 } as const;

function sourceOf(row: Pick<RecordFactsRow, 'source_name' | 'sources'>): string {
  if (row.source_name?.trim()) return row.source_name.trim();
  try {
    const listed: unknown = row.sources ? JSON.parse(row.sources) : undefined;
    // The dump's own text: named as the Exposure Report names it, its links defanged.
    if (Array.isArray(listed) && typeof listed[0] === 'string' && listed[0].trim()) return leakSourceName(listed[0]);
  } catch {
    /* fall through */
  }
  return UNKNOWN_SOURCE;
}

function recordClasses(row: RecordFactsRow, cipher: FieldCipher | undefined): DataClass[] {
  // What the secret holds, as the domain summary counts it (ADR 0191): the stored kinds, or the
  // secret itself for a record stored before them.
  const secret = new Set(secretClassesOf(row, cipher));
  const classes: DataClass[] = ['email'];
  if (row.ssn_last4 || secret.has('ssn')) classes.push('ssn');
  if (secret.has('card')) classes.push('card');
  if (secret.has('driverLicense')) classes.push('driverLicense');
  if (secret.has('nationalId')) classes.push('governmentId');
  // A password, its hash or a security answer; a bank account or its routing number (ADR 0306).
  if (secret.has('password') || secret.has('securityAnswer')) classes.push('password');
  if (secret.has('bankAccount') || secret.has('bankRouting')) classes.push('financial');
  if (row.birth_year !== null || secret.has('dob')) classes.push('dob');
  if (row.has_phone) classes.push('phone');
  if (row.street || row.city || row.zip) classes.push('address');
  // Only what a stranger is told of: a job holding nothing but its end date is not named (ADR 0264).
  if (groupToldOf('benefits', parseObject(row.benefits))) classes.push('benefits');
  if (groupToldOf('employment', parseObject(row.employment))) classes.push('employment');
  return sortDataClasses(classes);
}

/**
 * What a stranger who typed an address may read about the record it is in: no more than the
 * disclosure policy gives the anonymous visitor (the address as a hint, birth year, city,
 * state), the same a search for the complete address shows. The kinds that leaked are the
 * row's type.
 */
function recordSnippet(email: string, row: RecordFactsRow): string {
  const shown = (field: 'email' | 'birthYear' | 'city' | 'state', raw: string | number | null) => disclosedText(field, 'anonymous', raw);
  const parts = [shown('email', email) ?? 'email on file'];
  const born = shown('birthYear', row.birth_year);
  if (born) parts.push(`born ${born}`);
  const place = [shown('city', row.city), shown('state', row.state)].filter(Boolean).join(', ');
  if (place) parts.push(place);
  return parts.join(' · ');
}

/**
 * Each found record's public risk, from the record itself read as the record pages read it
 * (decisions.md §3, ADR 0307): never a second rule over the scan's own summary of its kinds.
 */
async function recordRisks(
  deps: ScanDeps,
  rows: readonly RecordFactsRow[],
): Promise<Map<string, { level: RiskLevel; factors: RiskFactorKey[] }>> {
  const records = await loadByIds(
    deps.db,
    rows.map((r) => r.id),
  );
  const risks = new Map<string, { level: RiskLevel; factors: RiskFactorKey[] }>();
  for (const record of records) {
    // The person-detail score publicRisk gives the record pages, with its factors' keys.
    const risk = personRiskScore(recordRiskSubject(decodeRecord(record, deps.cipher)));
    risks.set(record.id, { level: risk.level, factors: risk.factors.map((f) => f.key) });
  }
  return risks;
}

async function emailExposures(deps: ScanDeps, email: string): Promise<{ exposures: Exposure[]; truncated: boolean }> {
  const matches = await findEmailMatches(deps.db, inboxLookupKeys(email));
  const truncated = matches.length > EMAIL_MATCH_LIMIT;
  // One stored address per record that reaches the scanned inbox. Whether it is the address as
  // typed or another spelling of it (a +tag, Gmail's dots) is not said (ADR 0218).
  const byRecord = new Map<string, { email: string }>();
  for (const m of matches.slice(0, EMAIL_MATCH_LIMIT)) {
    if (!classifyInboxMatch(email, m.email)) continue; // same key, different inbox (dots matter outside Gmail)
    if (!byRecord.has(m.record_id)) byRecord.set(m.record_id, { email: m.email });
  }
  const rows = await findRecordFacts(deps.db, [...byRecord.keys()]);
  const risks = await recordRisks(deps, rows);
  const exposures = rows.map((row): Exposure => {
    const { email: stored } = byRecord.get(row.id)!;
    const dataClasses = recordClasses(row, deps.cipher);
    const risk = risks.get(row.id)!;
    return {
      id: row.id,
      kind: 'record',
      // The record's one public level, as its card, person page and Exposure Report show it.
      severity: risk.level,
      riskFactors: risk.factors,
      type: describeDataClasses(dataClasses),
      source: sourceOf(row),
      firstSeen: dateOnly(row.date_found ?? row.batch_created_at ?? row.date_added),
      lastSeen: dateOnly(row.last_imported_at ?? row.date_added),
      snippet: recordSnippet(stored, row),
      dataClasses,
      counted: true,
    };
  });
  return { exposures, truncated };
}

async function upstreamExposures(deps: ScanDeps, email: string): Promise<Exposure[]> {
  const up = deps.upstream!;
  const breaches = await fetchBreachedAccount(email, {
    apiBase: up.apiBase,
    apiKey: up.apiKey,
    userAgent: up.userAgent,
    timeoutMs: up.timeoutMs ?? HIBP_TIMEOUT_MS,
  });
  return breaches.map((b) => exposureFromBreach(catalogBreachFromHibp(b), 'upstream'));
}

export const UPSTREAM_FAILED_NOTE =
  'Have I Been Pwned could not be checked just now, so public breaches of this address may be missing. The results below are from our own records; try again later.';
export const UPSTREAM_RATE_LIMITED_NOTE =
  'Have I Been Pwned is busy right now, so public breaches of this address may be missing. The results below are from our own records; try again in a minute.';

export async function runScan(deps: ScanDeps, request: ScanRequest): Promise<ScanSuccess> {
  const email = request.email?.toLowerCase();
  const domain = request.domain?.toLowerCase();
  // Have I Been Pwned and the breach catalog know an internationalised domain by its ASCII
  // spelling, as mail servers do; our own records are asked in both (ADR 0183).
  const emailInAscii = email === undefined ? undefined : (emailAsciiForm(email) ?? email);
  const exposures: Exposure[] = [];
  const notes: string[] = [];
  let truncated = false;
  let catalog: CatalogBreach[] | undefined;
  let domainPeople: CountBand | undefined;
  let domainFewerThan: number | undefined;
  let usedHibpData = false;

  const upstream =
    emailInAscii && deps.upstream
      ? upstreamExposures(deps, emailInAscii).then(
          (found) => ({ found }),
          (error: unknown) => ({ error }),
        )
      : undefined;

  if (email) {
    const local = await emailExposures(deps, email);
    exposures.push(...local.exposures);
    truncated ||= local.truncated;
  }
  if (domain) {
    const local = await domainExposures(deps.db, domain, deps.cipher, deps.domainPeopleCounted);
    exposures.push(...local.exposures);
    domainPeople = local.people;
    domainFewerThan = local.fewerThan;
    notes.push(domainFewerThan === undefined ? DOMAIN_FIGURES_NOTE : DOMAIN_FEW_PEOPLE_NOTE);
    if (local.counted === 'up-to-limit' && domainFewerThan === undefined) notes.push(DOMAIN_COUNTED_NOTE);
    catalog = await findCatalogByDomain(deps.db, domainAsciiForm(domain) ?? domain);
    exposures.push(...catalog.map((b) => exposureFromBreach(b, 'catalog')));
    usedHibpData = true;
  }
  if (upstream) {
    const outcome = await upstream;
    usedHibpData = true;
    if ('found' in outcome) exposures.push(...outcome.found);
    else notes.push(outcome.error instanceof HibpError && outcome.error.status === 429 ? UPSTREAM_RATE_LIMITED_NOTE : UPSTREAM_FAILED_NOTE);
  }
  // Said of every email scan that found a record, never of one record: which spelling of the
  // inbox a record holds would confirm a stranger's guess of a tag (ADR 0218).
  if (exposures.some((e) => e.kind === 'record')) notes.push(SAME_INBOX_SCAN_NOTE);

  exposures.sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || (b.lastSeen ?? '').localeCompare(a.lastSeen ?? ''));
  const counted = exposures.filter((e) => e.counted);
  const { score, severity, sources } = scoreExposures(
    exposures.map((e) => ({
      severity: e.severity,
      dataClasses: e.dataClasses,
      riskFactors: e.riskFactors,
      source: e.source,
      counted: e.counted,
    })),
    // A band scores as any count inside it: the scoring's steps are band starts (ADR 0236).
    { domainPeople: domainPeople?.atLeast },
  );
  const classes = new Set<DataClass>(counted.flatMap((e) => e.dataClasses));
  const domainHit = counted.some((e) => e.kind === 'domain' || e.kind === 'catalog');

  return {
    ok: true,
    scannedAt: new Date().toISOString(),
    summary: {
      score,
      severity,
      sources,
      actions: suggestedActions(classes, { domain: domainHit, figuresWithheld: domainFewerThan !== undefined }),
    },
    exposures: exposures.map(({ counted: _counted, riskFactors: _riskFactors, ...rest }) => rest),
    truncated,
    ...(catalog ? { catalog: { breaches: catalog } } : {}),
    ...(domainPeople !== undefined ? { domainPeople } : {}),
    ...(domainFewerThan !== undefined ? { domainFewerThan } : {}),
    notes,
    credits: usedHibpData ? [{ text: HIBP_CREDIT, url: HIBP_CREDIT_URL }] : [],
  };
}
