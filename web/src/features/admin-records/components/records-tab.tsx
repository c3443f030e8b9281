import { ADMIN_PAGE_SIZE, BULK_DELETE_MAX_IDS } from '@breachwatch/core/schemas/constants';
import { bulkDeleteConfirm, MESSAGES, withStatus } from '@breachwatch/core/schemas/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Search, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useBulkDeleteRecords, type BulkDeleteProgress } from '../api/bulk-delete-records';
import { useDeleteRecord } from '../api/delete-record';
import { exportRecords } from '../api/export-records';
import { useRecords, type RiskFilter } from '../api/get-records';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ConfirmDialog } from './confirm-dialog';
import { RecordDetailDialog } from './record-detail-dialog';
import { RecordsTable } from './records-table';

type Pending = { kind: 'one'; id: string } | { kind: 'bulk'; ids: string[] } | null;

function deleteFailure(error: unknown): string {
  return error instanceof ApiError ? withStatus('Delete failed', error.status) : MESSAGES.login.network;
}

/** The server's reason (say, a limit it refused), and how many went before a failure part-way. */
function bulkDeleteFailure(error: unknown, done: BulkDeleteProgress | null): string {
  const reason = error instanceof ApiError ? (error.serverMessage ?? withStatus('Request failed', error.status)) : MESSAGES.login.network;
  const before = done && done.deleted > 0 ? ` ${done.deleted.toLocaleString('en-US')} record(s) were deleted before it stopped.` : '';
  return `Bulk delete failed: ${reason}${before}`;
}

const fieldClass =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600';

export interface RecordsTabProps {
  /** A record to open at once: a deep link from elsewhere in the console (a verified owner's case). */
  openRecordId?: string | null;
  /** Told when that record's dialog is closed, so the link is not opened again. */
  onRecordClosed?: () => void;
}

export function RecordsTab({ openRecordId = null, onRecordClosed }: RecordsTabProps = {}) {
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [risk, setRisk] = useState<RiskFilter>('');
  const q = useDebouncedValue(query, 300);
  const records = useRecords(q, risk);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(openRecordId);
  useEffect(() => {
    if (openRecordId) setOpenId(openRecordId);
  }, [openRecordId]);
  const [pending, setPending] = useState<Pending>(null);
  const [status, setStatus] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<BulkDeleteProgress | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const deleteOne = useDeleteRecord();
  const deleteMany = useBulkDeleteRecords();

  const rows = useMemo(() => records.data?.pages.flatMap((p) => p.records) ?? [], [records.data]);
  const total = records.data?.pages.at(-1)?.total ?? 0;
  // Selection only ever covers what is on screen under the current search.
  const selectedIds = rows.filter((r) => selected.has(r.id)).map((r) => r.id);

  // Stable handlers keep the memoised rows from re-rendering on every change.
  const toggle = useCallback((id: string) => {
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const askDelete = useCallback((id: string) => setPending({ kind: 'one', id }), []);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });

  const confirm = async () => {
    if (!pending) return;
    // What the last finished request reported: after a failure part-way, that many are gone.
    let done: BulkDeleteProgress | null = null;
    try {
      if (pending.kind === 'one') {
        await deleteOne.mutateAsync(pending.id);
        setStatus({ tone: 'info', text: 'Record deleted.' });
      } else {
        const n = await deleteMany.mutateAsync({
          ids: pending.ids,
          onProgress: (p) => {
            done = p;
            setProgress(p);
          },
        });
        setStatus({ tone: 'info', text: `${n} record(s) deleted.` });
      }
      setSelected(new Set());
    } catch (error) {
      setStatus({ tone: 'error', text: pending.kind === 'one' ? deleteFailure(error) : bulkDeleteFailure(error, done) });
    } finally {
      setPending(null);
      setProgress(null);
      // The deleted row (and its button) is gone and "Delete selected" has nothing left to
      // delete: focus goes to what happened, after the dialog has handed focus back.
      requestAnimationFrame(() => statusRef.current?.focus());
      await refresh();
    }
  };

  const runExport = async () => {
    setExporting(true);
    setStatus(null);
    try {
      await exportRecords(q, risk);
      // The browser's download manager has the file now; it shows the progress.
      setStatus({ tone: 'info', text: "Export started: the file is saving in your browser's downloads." });
    } catch (error) {
      setStatus({ tone: 'error', text: error instanceof Error && error.message ? error.message : 'Export failed' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Breach Records</h1>
        <p className="text-sm text-slate-700" aria-live="polite">
          {records.isSuccess ? `Showing ${rows.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}` : ''}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
        <label className="flex min-w-0 flex-1 flex-col text-sm font-medium text-slate-800">
          Search
          <span className="relative mt-1">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
            <input
              type="search"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setSelected(new Set());
              }}
              placeholder="Name, email, phone, city…"
              className={`${fieldClass} w-full pl-9`}
            />
          </span>
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-800">
          Risk
          <select
            value={risk}
            onChange={(e) => {
              setRisk(e.target.value as RiskFilter);
              setSelected(new Set());
            }}
            className={`${fieldClass} mt-1`}
          >
            <option value="">All</option>
            <option value="high">High</option>
            <option value="medium">Medium</option>
            <option value="low">Low</option>
          </select>
        </label>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void runExport()} pending={exporting}>
            <Download className="size-4" aria-hidden="true" /> {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
          <Button
            className="bg-red-700 hover:bg-red-800 focus-visible:outline-red-700"
            pending={selectedIds.length === 0}
            onClick={() => setPending({ kind: 'bulk', ids: selectedIds })}
          >
            <Trash2 className="size-4" aria-hidden="true" /> Delete selected ({selectedIds.length})
          </Button>
        </div>
      </div>

      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className={`focus:outline-none ${status?.tone === 'error' ? 'font-medium text-red-800' : 'text-slate-800'}`}
      >
        {status?.text}
      </div>

      {records.isPending && <p role="status">Loading records…</p>}
      {records.isError && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800">
          {records.error.message || 'Failed to load initial data'}
        </p>
      )}
      {records.isSuccess && rows.length === 0 && (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
          {q || risk ? 'No matches found.' : 'No records yet. Use Data Import to add some.'}
        </p>
      )}
      {rows.length > 0 && (
        <RecordsTable
          records={rows}
          selected={selected}
          onToggle={toggle}
          onToggleAll={(all) => setSelected(all ? new Set(rows.map((r) => r.id)) : new Set())}
          onOpen={setOpenId}
          onDelete={askDelete}
        />
      )}
      {records.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void records.fetchNextPage()} pending={records.isFetchingNextPage}>
            {records.isFetchingNextPage ? 'Loading…' : `Load more (${Math.min(ADMIN_PAGE_SIZE, total - rows.length)})`}
          </Button>
        </div>
      )}

      {openId && (
        <RecordDetailDialog
          id={openId}
          onClose={() => {
            setOpenId(null);
            onRecordClosed?.();
          }}
        />
      )}
      {pending && (
        <ConfirmDialog
          message={pending.kind === 'one' ? MESSAGES.admin.deleteOne : bulkDeleteConfirm(pending.ids.length)}
          confirmLabel="Delete"
          busy={deleteOne.isPending || deleteMany.isPending}
          // A selection bigger than one request goes in several: show how far it got.
          progress={
            pending.kind === 'bulk' && pending.ids.length > BULK_DELETE_MAX_IDS && deleteMany.isPending
              ? { done: progress?.sent ?? 0, total: pending.ids.length }
              : undefined
          }
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      )}
    </div>
  );
}
