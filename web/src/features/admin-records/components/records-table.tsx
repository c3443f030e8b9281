import { adminListFallbackRiskLevel } from '@breachwatch/core/records/risk';
import type { RiskLevel } from '@breachwatch/core/records/types';
import type { AdminRecordListItem } from '@breachwatch/core/schemas/records-api';
import { Trash2 } from 'lucide-react';
import { memo } from 'react';
import { RiskBadge } from '../../../components/records/risk-badge';
import { ScrollBox } from '../../../components/ui/scroll-box';

/** The stored level, or the admin-list fallback rule for records stored without one (spec §4). */
export function listRiskLevel(r: AdminRecordListItem): RiskLevel {
  return r.riskLevel ?? adminListFallbackRiskLevel({ ssn: r.hasSsn ? 'present' : null, dob: r.dob, emails: r.emails, phones: r.phones });
}

interface RecordRowProps {
  record: AdminRecordListItem;
  isSelected: boolean;
  onToggle(id: string): void;
  onOpen(id: string): void;
  onDelete(id: string): void;
}

// Memoised: ticking one checkbox re-renders one row, not every loaded row.
const RecordRow = memo(function RecordRow({ record: r, isSelected, onToggle, onOpen, onDelete }: RecordRowProps) {
  return (
    <tr className={isSelected ? 'bg-indigo-50' : 'hover:bg-slate-50'}>
      <td className="px-3 py-2">
        <input
          type="checkbox"
          aria-label={`Select ${r.name}`}
          checked={isSelected}
          onChange={() => onToggle(r.id)}
          className="size-4 accent-indigo-700"
        />
      </td>
      <td className="max-w-64 min-w-40 px-3 py-2 font-medium wrap-anywhere">
        <button
          type="button"
          onClick={() => onOpen(r.id)}
          className="text-left text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-700"
        >
          {r.name}
        </button>
      </td>
      <td className="max-w-56 truncate px-3 py-2 text-slate-800" title={r.email ?? undefined}>
        {r.email ?? '—'}
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-800">{r.phone ?? '—'}</td>
      <td className="px-3 py-2">
        <RiskBadge level={listRiskLevel(r)} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-700">{r.dateAdded.slice(0, 10)}</td>
      <td className="max-w-40 truncate px-3 py-2 text-slate-700">{r.sourceName ?? '—'}</td>
      <td className="px-3 py-2 text-right">
        <button
          type="button"
          onClick={() => onDelete(r.id)}
          aria-label={`Delete ${r.name}`}
          className="inline-flex items-center rounded-lg p-1.5 text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </td>
    </tr>
  );
});

export interface RecordsTableProps {
  records: AdminRecordListItem[];
  selected: ReadonlySet<string>;
  onToggle(id: string): void;
  onToggleAll(select: boolean): void;
  onOpen(id: string): void;
  onDelete(id: string): void;
}

export function RecordsTable({ records, selected, onToggle, onToggleAll, onOpen, onDelete }: RecordsTableProps) {
  const allSelected = records.length > 0 && records.every((r) => selected.has(r.id));
  return (
    <ScrollBox
      role="region"
      aria-label="Breach records table"
      // Keyboard users scroll a wide table with the arrow keys once it has focus (WCAG 2.1.1).
      tabIndex={0}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
    >
      <table className="w-full min-w-[760px] text-left text-sm">
        <thead className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <input
                type="checkbox"
                aria-label="Select all loaded records"
                checked={allSelected}
                onChange={(e) => onToggleAll(e.target.checked)}
                className="size-4 accent-indigo-700"
              />
            </th>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Email
            </th>
            <th scope="col" className="px-3 py-2">
              Phone
            </th>
            <th scope="col" className="px-3 py-2">
              Risk
            </th>
            <th scope="col" className="px-3 py-2">
              Date added
            </th>
            <th scope="col" className="px-3 py-2">
              Source
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {records.map((r) => (
            <RecordRow key={r.id} record={r} isSelected={selected.has(r.id)} onToggle={onToggle} onOpen={onOpen} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
