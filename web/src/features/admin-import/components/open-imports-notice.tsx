import type { ImportBatchStatus } from '@breachwatch/core/schemas/import';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cancelImportBatch } from '../api/cancel-import-batch';
import { useOpenImportBatches } from '../api/get-open-import-batches';

/** An import whose page stopped sending this long ago was interrupted (a closed tab, a lost connection). */
const INTERRUPTED_AFTER_MS = 2 * 60 * 1000;

/** Imports that started and never finished: say so, and let the admin keep or remove what landed. */
export function OpenImportsNotice({ enabled }: { enabled: boolean }) {
  const { data } = useOpenImportBatches(enabled);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const interrupted = (data ?? []).filter((b) => Date.now() - Date.parse(b.lastActivityAt) > INTERRUPTED_AFTER_MS);
  if (interrupted.length === 0) return null;

  const settle = async (batch: ImportBatchStatus, removeRecords: boolean) => {
    setBusy(batch.id);
    setError(null);
    try {
      await cancelImportBatch(batch.id, removeRecords);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch {
      setError('Could not update that import. Try again.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-label="Interrupted imports"
      className="space-y-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 className="font-semibold">Interrupted imports</h2>
      <ul className="space-y-2">
        {interrupted.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center gap-3">
            <span>
              {b.fileName ?? b.sourceName ?? 'An import'} ({b.kind}) stopped at {b.received.toLocaleString('en-US')}
              {b.expectedRows ? ` of ${b.expectedRows.toLocaleString('en-US')}` : ''} rows on{' '}
              {new Date(b.lastActivityAt).toLocaleString('en-US')}: {b.imported.toLocaleString('en-US')} records were stored.
            </span>
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => void settle(b, false)}
              className="min-h-9 rounded-lg border border-slate-300 bg-white px-3 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60"
            >
              Keep them
            </button>
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => void settle(b, true)}
              className="min-h-9 rounded-lg border border-red-300 bg-white px-3 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
            >
              {busy === b.id ? 'Working…' : 'Remove them'}
            </button>
          </li>
        ))}
      </ul>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
