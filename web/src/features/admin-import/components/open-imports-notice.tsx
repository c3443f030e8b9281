import type { ImportBatchStatus } from '@breachwatch/core/schemas/import';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { cancelImportBatch } from '../api/cancel-import-batch';
import { commitImportBatch } from '../api/commit-import-batch';
import { OPEN_IMPORT_BATCHES_KEY, useOpenImportBatches } from '../api/get-open-import-batches';

/** An import whose page stopped sending this long ago was interrupted (a closed tab, a lost connection). */
const INTERRUPTED_AFTER_MS = 2 * 60 * 1000;

/**
 * Imports that started and never finished (a closed tab, a stop not yet decided, a commit refused
 * for missing rows): their records are hidden from the public until the admin keeps them (a
 * commit of exactly the rows the batch took) or removes them (ADR 0238). `except`: the batch the
 * page's own report already offers.
 */
export function OpenImportsNotice({ enabled, except = null }: { enabled: boolean; except?: string | null }) {
  const { data } = useOpenImportBatches(enabled);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const now = Date.now();
  const idleFor = (b: ImportBatchStatus) => now - Date.parse(b.lastActivityAt);
  const interrupted = (data ?? []).filter((b) => b.id !== except && idleFor(b) > INTERRUPTED_AFTER_MS);
  // A batch stopped moments ago (on this page or in another tab) turns interrupted while the
  // admin looks at the page: show it then, not only at the next unrelated re-render.
  const nextDue = Math.min(...(data ?? []).map((b) => INTERRUPTED_AFTER_MS - idleFor(b)).filter((ms) => ms >= 0));
  useEffect(() => {
    if (!Number.isFinite(nextDue)) return;
    const timer = setTimeout(rerender, nextDue + 1_000);
    return () => clearTimeout(timer);
  }, [nextDue]);
  if (interrupted.length === 0) return null;

  const settle = async (batch: ImportBatchStatus, keep: boolean) => {
    setBusy(batch.id);
    setError(null);
    try {
      if (keep) await commitImportBatch(batch.id, batch.received);
      else await cancelImportBatch(batch.id, true);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (e) {
      setError(e instanceof ApiError && e.serverMessage ? e.serverMessage : 'Could not update that import. Try again.');
      await queryClient.invalidateQueries({ queryKey: OPEN_IMPORT_BATCHES_KEY });
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
              {new Date(b.lastActivityAt).toLocaleString('en-US')}: {b.imported.toLocaleString('en-US')} records were stored. They are
              hidden from the public until you keep or remove them.
            </span>
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => void settle(b, true)}
              className="min-h-9 rounded-lg border border-slate-300 bg-white px-3 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60"
            >
              Keep them
            </button>
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => void settle(b, false)}
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
