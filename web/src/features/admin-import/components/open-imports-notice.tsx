import type { ImportBatchStatus } from '@breachwatch/core/schemas/import';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { cancelImportBatch } from '../api/cancel-import-batch';
import { commitImportBatch } from '../api/commit-import-batch';
import { OPEN_IMPORT_BATCHES_KEY, useOpenImportBatches } from '../api/get-open-import-batches';

/**
 * An import idle this long was interrupted. A tab closed half-way or a command-line import killed
 * says nothing to the server: its idle time is the only sign, and before it the import may as
 * well be sending from another tab. A page that stopped says so (`stoppedAt`), and is offered at once.
 */
const INTERRUPTED_AFTER_MS = 2 * 60 * 1000;

const idleFor = (b: ImportBatchStatus, now: number) => now - Date.parse(b.lastActivityAt);
const isInterrupted = (b: ImportBatchStatus, now: number) => b.stoppedAt !== null || idleFor(b, now) > INTERRUPTED_AFTER_MS;

const count = (n: number) => n.toLocaleString('en-US');
const rowsTaken = (b: ImportBatchStatus) => `${count(b.received)}${b.expectedRows ? ` of ${count(b.expectedRows)}` : ''} rows`;
const batchName = (b: ImportBatchStatus) => `${b.fileName ?? b.sourceName ?? 'An import'} (${b.kind})`;
const timeOf = (ms: number) => new Date(ms).toLocaleString('en-US');

/**
 * Imports that started and never finished (a closed tab, a stop not yet decided, a commit refused
 * for missing rows): their records are hidden from the public until the admin keeps them (a
 * commit of exactly the rows the batch took) or removes them (ADR 0238). `except`: the batch the
 * page's own report already offers. One that may still be sending is named at once, as one that
 * may have stopped, and offered once it is known to have stopped; the list is read again
 * meanwhile, so the notice follows what the server knows.
 */
export function OpenImportsNotice({ enabled, except = null }: { enabled: boolean; except?: string | null }) {
  const { data } = useOpenImportBatches(enabled, (batches) => batches.some((b) => b.id !== except && !isInterrupted(b, Date.now())));
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const now = Date.now();
  const others = (data ?? []).filter((b) => b.id !== except);
  const interrupted = others.filter((b) => isInterrupted(b, now));
  const unsure = others.filter((b) => !isInterrupted(b, now));
  // An import that may still be sending turns interrupted while the admin looks at the page:
  // offer it then, not only at the next unrelated re-render.
  const nextDue = Math.min(...unsure.map((b) => INTERRUPTED_AFTER_MS - idleFor(b, now)));
  useEffect(() => {
    if (!Number.isFinite(nextDue)) return;
    const timer = setTimeout(rerender, Math.max(nextDue, 0) + 1_000);
    return () => clearTimeout(timer);
  }, [nextDue]);
  if (interrupted.length === 0 && unsure.length === 0) return null;

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
    <>
      {unsure.length > 0 && (
        <section
          aria-label="Imports that may have stopped"
          className="space-y-2 rounded-2xl border border-slate-300 bg-slate-50 p-4 text-sm text-slate-900"
        >
          <h2 className="font-semibold">Imports that may have stopped</h2>
          <ul className="space-y-2">
            {unsure.map((b) => {
              const last = Date.parse(b.lastActivityAt);
              return (
                <li key={b.id}>
                  {batchName(b)}: {rowsTaken(b)} arrived, the last at {timeOf(last)}. It may still be running in another tab or from the
                  command line, or it may have stopped. Its records are hidden from the public. If no more rows arrive, you can keep or
                  remove them here from {timeOf(last + INTERRUPTED_AFTER_MS)}.
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {interrupted.length > 0 && (
        <section
          aria-label="Interrupted imports"
          className="space-y-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <h2 className="font-semibold">Interrupted imports</h2>
          <ul className="space-y-2">
            {interrupted.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center gap-3">
                <span>
                  {batchName(b)} stopped at {rowsTaken(b)} on {timeOf(Date.parse(b.lastActivityAt))}: {count(b.imported)} records were
                  stored. They are hidden from the public until you keep or remove them.
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
      )}
    </>
  );
}
