import {
  addressReadingLabel,
  dateReadingLabel,
  hasDateColumn,
  resolveHeaders,
  unreadDates,
  withDateOrder,
  stateColumnsToRead,
  withStateColumns,
} from '@breachwatch/core/records/field-aliases';
import { describeDateReadings } from '@breachwatch/core/records/date-findings';
import {
  describeColumnsReadByValues,
  describeFindings,
  describeGarbledText,
  describeUnreadDates,
} from '@breachwatch/core/records/finding-messages';
import type { ReadFindings } from '@breachwatch/core/records/row-findings';
import { useMemo } from 'react';
import { cn } from '../../../components/ui/cn';
import { ScrollBox } from '../../../components/ui/scroll-box';

/** The first rows as parsed, with each column marked recognised (mapped to a field) or ignored. */
export function PreviewTable({
  headers,
  rows,
  totalRows,
  findings,
}: {
  headers: string[];
  rows: string[][];
  totalRows: number | null;
  /** Over every row of the input, not only the rows shown (ADR 0194). */
  findings?: ReadFindings;
}) {
  // Read in the order the file's own dates show, where the import will (ADR 0317).
  const order = findings?.dateOrder?.read ? findings.dateOrder.order : undefined;
  // And an "ST" column of nothing but state codes as the state, as the import will (ADR 0322).
  const stateColumns = useMemo(() => (findings ? stateColumnsToRead(findings) : []), [findings]);
  const resolved = useMemo(() => {
    const byHeaders = resolveHeaders(headers);
    const ordered = order ? withDateOrder(byHeaders, order, 'values') : byHeaders;
    const withStates = withStateColumns(ordered, stateColumns);
    return 'notAStateColumn' in withStates ? ordered : withStates;
  }, [headers, order, stateColumns]);
  const addresses = addressReadingLabel(resolved);
  const leftOut = findings ? describeFindings(findings) : [];
  const datesReadSo = findings ? describeDateReadings(findings) : [];
  const garbled = findings ? findings.garbledText.map(describeGarbledText) : [];
  const recognised = new Set(resolved.mapping.filter((m) => m.targets.length > 0).map((m) => m.index));
  // Over the whole input when it was read here; else (no findings) over the rows shown.
  const unread = useMemo(
    () =>
      findings
        ? findings.unreadDates.map((u) => ({ column: u.column, text: describeUnreadDates(u) }))
        : unreadDates(resolved, rows).map((u) => ({
            column: u.column,
            text: `${u.count === 1 ? 'One value' : `${u.count} values`} of “${u.column}” in these rows ${u.count === 1 ? 'is' : 'are'} not a date the import can read (such as “${u.example}”): ${u.count === 1 ? 'it is' : 'they are'} kept only in each record’s original row, not as its date.`,
          })),
    [findings, resolved, rows],
  );
  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      <h2 id="preview-heading" tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        Preview{' '}
        <span className="text-sm font-normal text-slate-700">
          (first {rows.length} rows{totalRows !== null ? ` of ${totalRows.toLocaleString('en-US')}` : ''})
        </span>
      </h2>
      <div className="grid gap-1 text-sm sm:grid-cols-2 sm:gap-x-6">
        <p>
          <span className="font-semibold text-emerald-800">Recognised columns:</span> {resolved.recognized.join(', ') || 'none'}
        </p>
        <p>
          <span className="font-semibold text-slate-700">Ignored columns:</span> {resolved.ignored.join(', ') || 'none'}
        </p>
        {hasDateColumn(resolved) && (
          <p>
            <span className="font-semibold text-slate-700">Dates read:</span> {dateReadingLabel(resolved)}
          </p>
        )}
        {addresses !== undefined && (
          <p>
            <span className="font-semibold text-slate-700">Addresses read:</span> {addresses}
          </p>
        )}
      </div>
      <FindingsNotice title="Rows and values left out" label="Left out" tone="warning" items={leftOut} />
      <FindingsNotice title="Dates read from another form" label="Dates read so" tone="info" items={datesReadSo} />
      <FindingsNotice
        title="Columns read by their values"
        label="Read by their values"
        tone="info"
        items={findings ? describeColumnsReadByValues(findings) : []}
      />
      <FindingsNotice title="Some dates cannot be read" tone="warning" items={unread.map((u) => u.text)} />
      <FindingsNotice title="Text that looks decoded twice" label="Decoded twice" tone="warning" items={garbled} />
      <ScrollBox className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              {headers.map((h, i) => (
                <th
                  key={i}
                  scope="col"
                  className={cn(
                    'px-3 py-2 whitespace-nowrap',
                    recognised.has(i) ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-100 text-slate-600 line-through decoration-slate-400',
                  )}
                  title={recognised.has(i) ? 'Recognised' : 'Ignored (kept only in "all fields")'}
                >
                  {h || `Column ${i + 1}`}
                  <span className="sr-only">{recognised.has(i) ? ' (recognised)' : ' (ignored)'}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row, r) => (
              <tr key={r}>
                {headers.map((_, c) => (
                  <td key={c} className={cn('max-w-48 truncate px-3 py-1.5', recognised.has(c) ? 'text-slate-900' : 'text-slate-500')}>
                    {row[c] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}

const NOTICE_TONES = {
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
} as const;

/** One list of what the reader found in the input, under its title; nothing when it is empty. */
function FindingsNotice({
  title,
  label,
  tone,
  items,
}: {
  title: string;
  label?: string;
  tone: keyof typeof NOTICE_TONES;
  items: readonly string[];
}) {
  if (items.length === 0) return null;
  return (
    <div className={cn('rounded-xl border px-4 py-3 text-sm', NOTICE_TONES[tone])} aria-label={label}>
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {items.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
