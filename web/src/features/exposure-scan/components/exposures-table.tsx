import { Link } from 'react-router';
import { Loader2 } from 'lucide-react';
import type { ScanExposureView } from '@breachwatch/core/scan/scan-result';
import { recoveryPlanPathForExposure } from '@breachwatch/core/recovery/plan-links';
import { bandText } from '@breachwatch/core/scan/domain-disclosure';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { formatDateUs } from '@breachwatch/core/records/masking';
import { SeverityBadge } from './severity-badge';
import { ScrollBox } from '../../../components/ui/scroll-box';
import { stackedCell } from '../../../components/ui/stacked-table';

export const NOT_SCANNED = 'No scan yet. Enter your email address or a domain above, then press Run Scan.';
export const SCANNING = 'Scanning… this usually takes a few seconds.';
export const SCAN_DID_NOT_FINISH = 'No results: the scan did not finish. See the message above.';

interface Props {
  exposures: ScanExposureView[] | undefined;
  /** The scan failed: its message is shown above the table as an alert; the row says so. */
  error: string | null;
  /** A scan is running. */
  loading?: boolean;
  /** The one row of a finished scan that found nothing to list, when "No exposures found." would say too much. */
  emptyMessage?: string;
}

/** Dates as everywhere else on the site: mm/dd/yyyy. */
const usDate = (value: string | undefined) => (value ? (formatDateUs(value) ?? value) : '—');

const COLUMNS = ['Severity', 'Type', 'Source', 'First seen', 'Last seen', 'Snippet'] as const;

// Phones: each cell is a "label: value" line, the label drawn from data-label.
const cell = `px-3 py-2 ${stackedCell}`;

/** Spec §2: severity, type, source, first seen, last seen, snippet; one message row when empty. */
export function ExposuresTable({ exposures, error, loading = false, emptyMessage = MESSAGES.scan.noExposures }: Props) {
  const empty = loading ? SCANNING : error ? SCAN_DID_NOT_FINISH : exposures ? emptyMessage : NOT_SCANNED;
  return (
    <ScrollBox
      className="rounded-xl border border-slate-200"
      tabIndex={0}
      role="region"
      aria-labelledby="scan-table-caption"
      aria-busy={loading || undefined}
    >
      {/* On phones each row becomes a labelled card; explicit roles keep the table semantics
          that display:block would otherwise drop. */}
      <table role="table" className="w-full border-collapse text-left text-sm sm:min-w-[44rem]">
        <caption id="scan-table-caption" className="sr-only">
          Exposures found by the scan
        </caption>
        <thead className="bg-slate-50 text-slate-700 max-sm:hidden">
          <tr role="row">
            {COLUMNS.map((c) => (
              <th key={c} scope="col" role="columnheader" className="px-3 py-2 font-semibold whitespace-nowrap">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 max-sm:block">
          {exposures && exposures.length > 0 && !error && !loading ? (
            exposures.map((e) => (
              <tr key={e.id} role="row" className="align-top max-sm:block max-sm:py-2">
                <td role="cell" data-label="Severity" className={cell}>
                  <SeverityBadge severity={e.severity} />
                </td>
                <td role="cell" data-label="Type" className={`${cell} text-slate-900`}>
                  <div className="min-w-0">
                    {e.type}
                    <Link
                      to={recoveryPlanPathForExposure(e)}
                      aria-label={`Recovery plan for ${e.source}`}
                      className="mt-1 block w-fit rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
                    >
                      Recovery plan
                    </Link>
                  </div>
                </td>
                <td role="cell" data-label="Source" className={`${cell} text-slate-900`}>
                  <div className="min-w-0">
                    {e.source}
                    {e.people !== undefined && <span className="block text-xs text-slate-600">{bandText(e.people)} people</span>}
                  </div>
                </td>
                <td role="cell" data-label="First seen" className={`${cell} whitespace-nowrap text-slate-700`}>
                  {usDate(e.firstSeen)}
                </td>
                <td role="cell" data-label="Last seen" className={`${cell} whitespace-nowrap text-slate-700`}>
                  {usDate(e.lastSeen)}
                </td>
                <td role="cell" data-label="Snippet" className={`${cell} text-slate-700`}>
                  <div className="min-w-0">
                    <span className="break-words">{e.snippet}</span>
                    {e.kind === 'record' && (
                      <Link
                        to={`/leak/${encodeURIComponent(e.id)}`}
                        // The report's "Back to breach check" returns to this tab, where the scan is kept.
                        state={{ backTo: '/breach-check?tab=scan' }}
                        className="mt-1 block w-fit rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
                      >
                        Open the Exposure Report<span className="sr-only"> for this record</span>
                      </Link>
                    )}
                  </div>
                </td>
              </tr>
            ))
          ) : (
            <tr role="row" className="max-sm:block">
              <td role="cell" colSpan={COLUMNS.length} className="px-3 py-6 text-center text-slate-700 max-sm:block">
                {loading && <Loader2 aria-hidden="true" className="mr-2 inline size-4 animate-spin align-[-2px]" />}
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollBox>
  );
}
