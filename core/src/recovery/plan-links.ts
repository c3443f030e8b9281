// Where the recovery plan lives, so every page that shows an exposure can link to it in one tap.
// A record's plan is keyed by the record id (the public report supplies the rest). A breach
// that is not one of our records (a catalog or upstream breach from a scan) carries only what
// the plan needs in the query: the kinds of data, the breach's public name and date. Never a
// searched email address, never a value.

import { DATA_CLASSES, sortDataClasses, type DataClass } from '../scan/data-classes.ts';
import type { ScanExposureView } from '../scan/scan-result.ts';

export const RECOVERY_PLAN_PATH = '/recovery-plan';

export function recoveryPlanPathForRecord(recordId: string): string {
  return `${RECOVERY_PLAN_PATH}/${encodeURIComponent(recordId)}`;
}

export interface BreachPlanParams {
  dataClasses: DataClass[];
  /** The breach's public name, e.g. "LinkedIn". */
  source: string | null;
  /** YYYY-MM-DD */
  dateFound: string | null;
}

export const MAX_PLAN_SOURCE_LENGTH = 120;
// A breach name: letters, digits, spaces and the punctuation real names use. Anything else
// (angle brackets, quotes, control characters, URLs' "?=") is dropped rather than shown: the
// name comes from a link and is repeated on the page and in the letters.
const SOURCE_NAME_RE = /^[\p{L}\p{N} .,&'’()\-/:+#]+$/u;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(value: string | null): string | null {
  const m = value ? ISO_DATE_RE.exec(value) : null;
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value ? value : null;
}

function validSource(value: string | null): string | null {
  const v = value?.replace(/\s+/g, ' ').trim();
  if (!v || v.length > MAX_PLAN_SOURCE_LENGTH || !SOURCE_NAME_RE.test(v)) return null;
  return v;
}

const isDataClass = (v: string): v is DataClass => (DATA_CLASSES as readonly string[]).includes(v);

export function recoveryPlanPathForBreach(params: {
  dataClasses: readonly DataClass[];
  source: string | null;
  dateFound: string | null;
}): string {
  const q = new URLSearchParams();
  q.set('classes', sortDataClasses(params.dataClasses).join(','));
  const source = validSource(params.source);
  if (source) q.set('source', source);
  const date = validDate(params.dateFound);
  if (date) q.set('found', date);
  return `${RECOVERY_PLAN_PATH}?${q.toString()}`;
}

/** Reads a breach plan's query; unknown classes, odd names and bad dates are dropped, never shown. */
export function parseBreachPlanParams(search: URLSearchParams): BreachPlanParams {
  const classes = (search.get('classes') ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(isDataClass);
  return {
    dataClasses: sortDataClasses(classes),
    source: validSource(search.get('source')),
    dateFound: validDate(search.get('found')),
  };
}

/** What a plan link needs of a scan result's row. */
export interface PlanLinkExposure {
  id: string;
  kind: ScanExposureView['kind'];
  dataClasses: readonly DataClass[];
  source: string;
  firstSeen?: string;
  severity: ScanExposureView['severity'];
}

/** The plan for one row of a scan result: our record's own plan, else the breach's. */
export function recoveryPlanPathForExposure(e: Omit<PlanLinkExposure, 'severity'>): string {
  if (e.kind === 'record') return recoveryPlanPathForRecord(e.id);
  return recoveryPlanPathForBreach({ dataClasses: e.dataClasses, source: e.source, dateFound: e.firstSeen ?? null });
}

/**
 * One plan for a whole scan result: the single exposure's own plan, or one plan for every kind
 * of data the exposures share. Exposures that do not count (fabricated breaches, severity
 * "info") are left out; null when nothing is left.
 */
export function recoveryPlanPathForScan(exposures: readonly PlanLinkExposure[]): string | null {
  const real = exposures.filter((e) => e.severity !== 'info');
  if (real.length === 0) return null;
  if (real.length === 1) return recoveryPlanPathForExposure(real[0]!);
  return recoveryPlanPathForBreach({ dataClasses: real.flatMap((e) => e.dataClasses), source: null, dateFound: null });
}
